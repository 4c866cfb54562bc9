import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChatAppSettings, RecordCall } from '../../core/generated';
import { toCallSpec } from '../../core/definition/calls';
import type { RecordCallSpec } from '../../core/definition/runtime';
import { errorMessage, isAbort } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
import { getPath } from '../../core/template';
import { useNotifier } from '../../ui/notifier';
import { chatListOf, contactsOf, conversationOf, entryOf, sameId, searchable, userOf } from './chatData';
import { CHAT_TEXTS as T } from './chatTexts';
import type { ChatContact, ChatConversation, ChatStatus, ChatUser } from './chatTypes';

/** Default longest message. */
const DEFAULT_MAX_MESSAGE_LENGTH = 2000;

/** A contact of the list with its place in the user's chats. */
export interface ContactEntry {
  contact: ChatContact;
  /** When the last message of the chat with this contact was sent ('' when there is no chat). */
  lastMessageTime: string;
}

/** What the chat's views show and can do. */
export interface ChatController {
  /** Loading the user and the contacts. */
  status: 'loading' | 'error' | 'ready';
  error: string | null;
  retry(): void;
  user: ChatUser | null;
  search: string;
  setSearch(text: string): void;
  /** Contacts the user has chats with, newest first (filtered by the search). */
  chats: ContactEntry[];
  /** The other contacts, by name (filtered by the search). */
  others: ContactEntry[];
  selectedContact: ChatContact | null;
  openContact(contactId: ChatContact['id']): void;
  conversation: ChatConversation | null;
  conversationStatus: 'idle' | 'loading' | 'error' | 'ready';
  conversationError: string | null;
  retryConversation(): void;
  /** Whether a message is the signed-in user's own. */
  isMine(who: number | string): boolean;
  draft: string;
  setDraft(text: string): void;
  /** Why the draft cannot be sent (empty, too long), or null. */
  draftProblem: string | null;
  maxLength: number;
  isSending: boolean;
  sendError: string | null;
  /** Sends the draft (empty drafts are refused); resolves true when it was sent. */
  send(): Promise<boolean>;
  /** Small screens show either the list or the conversation. */
  mobileView: 'list' | 'conversation';
  backToList(): void;
  isSavingProfile: boolean;
  updateProfile(patch: { status?: ChatStatus; mood?: string }): Promise<void>;
}

/** The profile merge as the DataProvider's `save` takes it (the answer holds the user at `record`). */
function recordCallSpec(call: RecordCall): RecordCallSpec {
  return call.record === undefined ? toCallSpec(call) : { ...toCallSpec(call), record: call.record };
}

/**
 * The student-question forum: the staff user's profile and chat list, the contacts with search, opening a
 * conversation (the server creates it when missing and marks it read), sending messages and the profile's
 * status and mood. All I/O goes through the DataProvider with the calls of the settings; their templates
 * see `{contactId}`, `{userId}`, `{chatId}` and `{messageText}`.
 */
export function useChatController(settings: ChatAppSettings): ChatController {
  const notifier = useNotifier();
  const dataProvider = useDataProvider();
  // Each call parsed once per settings object, so the effects and callbacks that use it keep their identity.
  const userCall = useMemo(() => toCallSpec(settings.user), [settings.user]);
  const contactsCall = useMemo(() => toCallSpec(settings.contacts), [settings.contacts]);
  const chatCall = useMemo(() => toCallSpec(settings.chat), [settings.chat]);
  const sendCall = useMemo(() => toCallSpec(settings.send), [settings.send]);
  const userDataCall = useMemo(() => (settings.userData ? recordCallSpec(settings.userData) : undefined), [settings.userData]);
  const maxLength = settings.maxLength ?? DEFAULT_MAX_MESSAGE_LENGTH;
  const [user, setUser] = useState<ChatUser | null>(null);
  const [contacts, setContacts] = useState<ChatContact[]>([]);
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<ChatContact['id'] | null>(null);
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [conversationStatus, setConversationStatus] = useState<ChatController['conversationStatus']>('idle');
  const [conversationError, setConversationError] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [isSending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [mobileView, setMobileView] = useState<'list' | 'conversation'>('list');
  const [isSavingProfile, setSavingProfile] = useState(false);
  const chatAborter = useRef<AbortController | null>(null);
  // The callbacks read the latest user without being re-created for each change (set after each commit).
  const userRef = useRef<ChatUser | null>(null);
  useLayoutEffect(() => {
    userRef.current = user;
  });

  // One load of the user and the contacts: the first, one per new settings, one per retry.
  const userRecord = settings.user.record;
  const contactRows = settings.contacts.rows;
  const initial = useQuery<{ user: ChatUser | null; contacts: ChatContact[] }>({
    key: [userCall, contactsCall, userRecord, contactRows],
    fetch: async (signal) => {
      const [userResponse, contactsResponse] = await Promise.all([
        dataProvider.fetch(userCall, { signal }),
        dataProvider.fetch(contactsCall, { signal }),
      ]);
      return { user: userOf(userResponse, userRecord), contacts: contactsOf(contactsResponse, contactRows) };
    },
  });
  // The loaded user and contacts seed local state that opening chats, sending and the profile then update
  // (adjusted during render when a new load arrives).
  const [seeded, setSeeded] = useState(initial.data);
  if (seeded !== initial.data) {
    setSeeded(initial.data);
    if (initial.data) {
      setUser(initial.data.user);
      setContacts(initial.data.contacts);
    }
  }
  const status: ChatController['status'] = initial.isPending ? 'loading' : initial.error ? 'error' : 'ready';

  useEffect(() => () => chatAborter.current?.abort(), []);

  const loadConversation = useCallback(
    async (contactId: ChatContact['id']) => {
      chatAborter.current?.abort();
      const controller = new AbortController();
      chatAborter.current = controller;
      setConversationStatus('loading');
      setConversationError(null);
      setConversation(null);
      try {
        const response = await dataProvider.fetch(chatCall, { context: { contactId, userId: userRef.current?.id }, signal: controller.signal });
        const chat = conversationOf(response, settings.chat.record);
        setConversation(chat);
        setConversationStatus('ready');
        const chatList = settings.chat.chatList ? getPath(response, settings.chat.chatList) : undefined;
        setUser((current) => (current && chatList !== undefined ? { ...current, chatList: chatListOf(chatList) } : current));
        // Opening a conversation reads it.
        setContacts((current) => current.map((contact) => (sameId(contact.id, contactId) ? { ...contact, unread: 0 } : contact)));
      } catch (failure) {
        if (isAbort(failure)) return;
        setConversationError(errorMessage(failure));
        setConversationStatus('error');
      }
    },
    [dataProvider, chatCall, settings.chat.record, settings.chat.chatList],
  );

  const openContact = useCallback(
    (contactId: ChatContact['id']) => {
      setSelectedId(contactId);
      setMobileView('conversation');
      setDraft('');
      setSendError(null);
      void loadConversation(contactId);
    },
    [loadConversation],
  );

  const retryConversation = useCallback(() => {
    if (selectedId !== null) void loadConversation(selectedId);
  }, [selectedId, loadConversation]);

  const { chats, others } = useMemo(() => {
    const needle = searchable(search);
    const matches = (contact: ChatContact) => !needle || searchable(contact.name).includes(needle);
    const lastTime = new Map((user?.chatList ?? []).map((entry) => [String(entry.contactId), entry.lastMessageTime]));
    const withChat: ContactEntry[] = [];
    const without: ContactEntry[] = [];
    for (const contact of contacts) {
      if (!matches(contact)) continue;
      const time = lastTime.get(String(contact.id));
      if (time !== undefined) withChat.push({ contact, lastMessageTime: time });
      else without.push({ contact, lastMessageTime: '' });
    }
    withChat.sort((a, b) => (a.lastMessageTime < b.lastMessageTime ? 1 : a.lastMessageTime > b.lastMessageTime ? -1 : 0));
    without.sort((a, b) => a.contact.name.localeCompare(b.contact.name, 'pt-BR'));
    return { chats: withChat, others: without };
  }, [contacts, user?.chatList, search]);

  const selectedContact = contacts.find((contact) => sameId(contact.id, selectedId)) ?? null;
  const trimmed = draft.trim();
  const draftProblem = trimmed === '' ? T.emptyMessage : trimmed.length > maxLength ? T.tooLong(maxLength) : null;

  const send = useCallback(async () => {
    if (draftProblem || isSending || !conversation || !selectedContact) return false;
    setSending(true);
    setSendError(null);
    try {
      const response = await dataProvider.fetch(sendCall, {
        context: { chatId: conversation.id, contactId: selectedContact.id, messageText: trimmed, userId: userRef.current?.id },
        write: true,
      });
      const message = entryOf(getPath(response, settings.send.message ?? 'message'));
      const chatList = settings.send.chatList ? getPath(response, settings.send.chatList) : undefined;
      const sentTo = conversation.id;
      setConversation((current) => (current && sameId(current.id, sentTo) && message ? { ...current, dialog: [...current.dialog, message] } : current));
      setUser((current) => (current && chatList !== undefined ? { ...current, chatList: chatListOf(chatList) } : current));
      setDraft('');
      return true;
    } catch (failure) {
      // The typed message stays in the composer.
      const message = errorMessage(failure);
      setSendError(message);
      notifier.notify({ message: message, intent: 'danger' });
      return false;
    } finally {
      setSending(false);
    }
  }, [draftProblem, isSending, conversation, selectedContact, dataProvider, notifier, sendCall, settings.send.message, settings.send.chatList, trimmed]);

  const updateProfile = useCallback(
    async (patch: { status?: ChatStatus; mood?: string }) => {
      if (!userDataCall) return;
      const before = userRef.current;
      setSavingProfile(true);
      setUser((current) => (current ? { ...current, ...patch } : current));
      try {
        const saved = userOf(await dataProvider.save(userDataCall, { record: patch }), undefined);
        // The chat list is not part of the profile: keep the one the conversations keep up to date.
        setUser((current) => (current ? { ...current, status: saved.status, mood: saved.mood, name: saved.name || current.name } : current));
        notifier.notify({ message: T.profileSaved, intent: 'success' });
      } catch (failure) {
        setUser(before);
        notifier.notify({ message: errorMessage(failure), intent: 'danger' });
      } finally {
        setSavingProfile(false);
      }
    },
    [dataProvider, notifier, userDataCall],
  );

  return {
    status,
    error: initial.error,
    retry: initial.refetch,
    user,
    search,
    setSearch,
    chats,
    others,
    selectedContact,
    openContact,
    conversation,
    conversationStatus,
    conversationError,
    retryConversation,
    isMine: (who) => sameId(who, user?.id),
    draft,
    setDraft: (text) => {
      setDraft(text);
      if (sendError) setSendError(null);
    },
    draftProblem,
    maxLength,
    isSending,
    sendError,
    send,
    mobileView,
    backToList: () => setMobileView('list'),
    isSavingProfile,
    updateProfile,
  };
}
