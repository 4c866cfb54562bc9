/**
 * Shapes of the student-question chat's data (spec section 3, Chat): contacts, the staff user and the
 * conversations. Its settings are typed by chatApp.settings.schema.json (`ChatAppSettings`, engine/core/generated).
 */

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
