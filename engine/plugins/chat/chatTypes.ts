/**
 * Shapes of the student-question chat (spec section 3, Chat) and its settings
 * (screens/cx/chat-student-question.json), checked by schemas/screen-custom.schema.json (`$defs/chatSettings`).
 */
import type { CallSpec } from '../../core/dataProvider';

/** Presence of a contact or of the staff user. */
export type ChatStatus = 'online' | 'do-not-disturb' | 'offline';

/** A student one can talk to. */
export interface ChatContact {
  id: number | string;
  name: string;
  /** Picture address; empty = initials. */
  avatar: string;
  status: ChatStatus;
  mood: string;
  unread: number;
}

/** One message: who wrote it (a contact's id or the staff user's id), the text and when (ISO). */
export interface DialogEntry {
  who: number | string;
  message: string;
  time: string;
}

/** A conversation. */
export interface ChatConversation {
  id: number | string;
  dialog: DialogEntry[];
}

/** An entry of the staff user's chat list. */
export interface ChatListEntry {
  chatId: number | string;
  contactId: number | string;
  lastMessageTime: string;
}

/** The signed-in staff user's chat profile. */
export interface ChatUser {
  id: number | string;
  name: string;
  avatar: string;
  status: ChatStatus;
  mood: string;
  chatList: ChatListEntry[];
}

/** The chat's calls. Templates see `contactId`, `userId`, `chatId` and `messageText`. */
export interface ChatSettings {
  /** The contacts (the list at `rows`). */
  contacts: CallSpec & { rows: string };
  /** The signed-in user's profile (at `record`). */
  user: CallSpec & { record?: string };
  /** Merges profile fields (`status`, `mood`); the answer holds the user at `record`. */
  userData?: CallSpec & { record?: string };
  /** Opens (or creates) the chat with a contact: the chat at `record`, the user's chat list at `chatList`. */
  chat: CallSpec & { record?: string; chatList?: string };
  /** Sends `messageText`: the new message at `message`, the user's chat list at `chatList`. */
  send: CallSpec & { message?: string; chatList?: string };
  /** Longest message accepted (default 2000). */
  maxLength?: number;
}
