/**
 * The student-question forum (spec section 7, Chat): contacts, the signed-in staff user's chat profile,
 * opening a conversation (created when missing), sending a message and merging profile data. The mock
 * always answers as the signed-in user.
 */
import { CHAT_STATUSES, chatContactsTable, chatsTable, chatUsersTable, staffChatId, type ChatListEntry, type ChatStatus, type ChatUserRecord, type DialogEntry } from '../seed/chat.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { AuthedContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { asRecord, has, readId, readText } from './input.ts';

/** Messages of the chat endpoints. */
export const CHAT_MESSAGES = {
  contactRequired: 'Informe o contato (contactId).',
  contactNotFound: 'Contato não encontrado.',
  chatRequired: 'Informe a conversa (chatId).',
  chatNotFound: 'Conversa não encontrada.',
  messageRequired: 'Digite uma mensagem.',
  messageTooLong: 'A mensagem pode ter no máximo 2.000 caracteres.',
  statusInvalid: 'Situação inválida: use online, do-not-disturb ou offline.',
  moodTooLong: 'O recado pode ter no máximo 120 caracteres.',
  nameRequired: 'Informe o nome.',
} as const;

/** The chat user as the API returns it (without the table's numeric key). */
export type PublicChatUser = Omit<ChatUserRecord, 'key'>;

function present(user: ChatUserRecord): PublicChatUser {
  const { key: _key, ...rest } = user;
  return structuredClone(rest);
}

/** The signed-in user's chat profile, created on first use for users the seed does not know. */
function chatUserOf(context: AuthedContext): ChatUserRecord {
  const table = context.store.table(chatUsersTable);
  const key = Number(context.user._id);
  const known = table.get(key);
  if (known) return known;
  return table.put({ key, id: staffChatId(context.user._id), name: context.user.name, avatar: '', status: 'online', mood: '', chatList: [] });
}

function sortedChatList(list: readonly ChatListEntry[]): ChatListEntry[] {
  return [...list].sort((a, b) => (a.lastMessageTime < b.lastMessageTime ? 1 : a.lastMessageTime > b.lastMessageTime ? -1 : 0));
}

function listContacts(context: AuthedContext) {
  return { contacts: structuredClone(context.store.table(chatContactsTable).all()) };
}

function getUser(context: AuthedContext) {
  return { user: present(chatUserOf(context)) };
}

function updateUserData(context: AuthedContext) {
  const input = asRecord(context.body);
  const table = context.store.table(chatUsersTable);
  const user = chatUserOf(context);
  let status: ChatStatus = user.status;
  if (has(input, 'status')) {
    if (!CHAT_STATUSES.includes(input.status as ChatStatus)) throw badRequest(CHAT_MESSAGES.statusInvalid);
    status = input.status as ChatStatus;
  }
  let mood = user.mood;
  if (has(input, 'mood')) {
    mood = typeof input.mood === 'string' ? input.mood.trim() : '';
    if (mood.length > 120) throw badRequest(CHAT_MESSAGES.moodTooLong);
  }
  let name = user.name;
  if (has(input, 'name')) {
    const text = readText(input.name);
    if (!text) throw badRequest(CHAT_MESSAGES.nameRequired);
    name = text;
  }
  const avatar = has(input, 'avatar') && typeof input.avatar === 'string' ? input.avatar.trim() : user.avatar;
  // Profile merge: the chat list and the id never come from the request.
  const saved = table.replace({ ...user, name, avatar, status, mood });
  return { user: present(saved) };
}

function getChat(context: AuthedContext) {
  const contactId = readId(context.input.contactId);
  if (contactId === undefined) throw badRequest(CHAT_MESSAGES.contactRequired);
  const contacts = context.store.table(chatContactsTable);
  const contact = contacts.get(contactId);
  if (!contact) throw notFound(CHAT_MESSAGES.contactNotFound);
  const chats = context.store.table(chatsTable);
  const users = context.store.table(chatUsersTable);
  let user = chatUserOf(context);
  let entry = user.chatList.find((item) => item.contactId === contactId);
  if (!entry) {
    const chat = chats.insert({ dialog: [] });
    entry = { chatId: chat.id, contactId, lastMessageTime: context.now().toISOString() };
    user = users.replace({ ...user, chatList: [...user.chatList, entry] });
  }
  const chat = chats.get(entry.chatId);
  if (!chat) throw notFound(CHAT_MESSAGES.chatNotFound);
  // Opening the conversation reads it.
  if (contact.unread !== 0) contacts.replace({ ...contact, unread: 0 });
  return { chat: structuredClone(chat), userChatList: sortedChatList(user.chatList) };
}

/** Longest message accepted. */
export const MAX_MESSAGE_LENGTH = 2000;

function sendMessage(context: AuthedContext) {
  const input = asRecord(context.body);
  const chatId = readId(input.chatId);
  if (chatId === undefined) throw badRequest(CHAT_MESSAGES.chatRequired);
  const contactId = readId(input.contactId);
  if (contactId === undefined) throw badRequest(CHAT_MESSAGES.contactRequired);
  const text = typeof input.messageText === 'string' ? input.messageText.trim() : '';
  if (!text) throw badRequest(CHAT_MESSAGES.messageRequired);
  if (text.length > MAX_MESSAGE_LENGTH) throw badRequest(CHAT_MESSAGES.messageTooLong);
  const users = context.store.table(chatUsersTable);
  const user = chatUserOf(context);
  const entry = user.chatList.find((item) => item.chatId === chatId && item.contactId === contactId);
  const chats = context.store.table(chatsTable);
  const chat = chats.get(chatId);
  if (!entry || !chat) throw notFound(CHAT_MESSAGES.chatNotFound);
  const message: DialogEntry = { who: user.id, message: text, time: context.now().toISOString() };
  chats.replace({ ...chat, dialog: [...chat.dialog, message] });
  const chatList = user.chatList.map((item) => (item.chatId === chatId ? { ...item, lastMessageTime: message.time } : item));
  users.replace({ ...user, chatList });
  return { message, userChatList: sortedChatList(chatList) };
}

/** Registers the chat routes. */
export function registerChatRoutes(router: Router): void {
  router.get('/api/chat/contacts', authed(listContacts));
  router.get('/api/chat/user', authed(getUser));
  router.post('/api/chat/user/data', authed(updateUserData));
  router.get('/api/chat/get-chat', authed(getChat));
  router.post('/api/chat/send-message', authed(sendMessage));
}
