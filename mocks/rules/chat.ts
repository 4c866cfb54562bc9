/**
 * The student-question forum (spec section 7, Chat), always as the signed-in staff user: the contacts, their own
 * chat profile (created on first use), opening a conversation (created when missing; opening it reads it),
 * sending a message (not empty, at most 2 000 characters) and merging profile data.
 */
import type { Row } from '../core/db.ts';
import { badRequest, findRow, key, notFound, rule, text, type Ctx } from '../core/router.ts';
import type { Services } from './services.ts';

const STATUSES = ['online', 'do-not-disturb', 'offline'];
const newestFirst = (list: Row[]) => [...list].sort((a, b) => b.lastMessageTime.localeCompare(a.lastMessageTime));

/** The signed-in user's chat profile (created for users the seed does not know). */
function profile(ctx: Ctx): Row {
  const users = ctx.db.table('chat-user');
  const id = Number(ctx.user!._id);
  return users.get(id) ?? users.put({ key: id, id: `equipe-${ctx.user!._id}`, name: ctx.user!.name, avatar: '', status: 'online', mood: '', chatList: [] });
}

const present = ({ key: _key, ...user }: Row) => user;

export function chatRules(_services: Services) {
  const need = key('ChatApp');
  return [
    rule('GET /api/chat/contacts', need, (ctx: Ctx) => ({ contacts: ctx.db.table('chat-contact').all() })),
    rule('GET /api/chat/user', need, (ctx: Ctx) => ({ user: present(profile(ctx)) })),
    rule('POST /api/chat/user/data', need, (ctx: Ctx) => {
      const user = profile(ctx);
      const { status = user.status, mood = user.mood, name = user.name, avatar = user.avatar } = ctx.body;
      if (!STATUSES.includes(status)) throw badRequest('Situação inválida: use online, do-not-disturb ou offline.');
      if (String(mood).length > 120) throw badRequest('O recado pode ter no máximo 120 caracteres.');
      if (!text(name)) throw badRequest('Informe o nome.');
      // A profile merge: the id and the chat list never come from the request.
      return { user: present(ctx.db.table('chat-user').put({ ...user, status, mood: String(mood).trim(), name: text(name), avatar: String(avatar).trim() })) };
    }),
    rule('GET /api/chat/get-chat', need, (ctx: Ctx) => {
      const contact = findRow(ctx.db, 'chat-contact', ctx.input.contactId, 'o contato (contactId)');
      let user = profile(ctx);
      let entry = user.chatList.find((item: Row) => item.contactId === contact.id);
      if (!entry) {
        const chat = ctx.db.table('chat').insert({ dialog: [] });
        entry = { chatId: chat.id, contactId: contact.id, lastMessageTime: ctx.now().toISOString() };
        user = ctx.db.table('chat-user').put({ ...user, chatList: [...user.chatList, entry] });
      }
      const chat = ctx.db.table('chat').get(entry.chatId);
      if (!chat) throw notFound('Conversa não encontrada.');
      if (contact.unread) ctx.db.table('chat-contact').put({ ...contact, unread: 0 });
      return { chat, userChatList: newestFirst(user.chatList) };
    }),
    rule('POST /api/chat/send-message', need, (ctx: Ctx) => {
      const user = profile(ctx);
      const message = typeof ctx.body.messageText === 'string' ? ctx.body.messageText.trim() : '';
      if (!message) throw badRequest('Digite uma mensagem.');
      if (message.length > 2000) throw badRequest('A mensagem pode ter no máximo 2.000 caracteres.');
      const entry = user.chatList.find((item: Row) => item.chatId === Number(ctx.body.chatId) && item.contactId === Number(ctx.body.contactId));
      const chat = entry && ctx.db.table('chat').get(entry.chatId);
      if (!chat) throw notFound('Conversa não encontrada.');
      const sent = { who: user.id, message, time: ctx.now().toISOString() };
      ctx.db.table('chat').put({ ...chat, dialog: [...chat.dialog, sent] });
      const chatList = user.chatList.map((item: Row) => (item.chatId === chat.id ? { ...item, lastMessageTime: sent.time } : item));
      ctx.db.table('chat-user').put({ ...user, chatList });
      return { message: sent, userChatList: newestFirst(chatList) };
    }),
  ];
}
