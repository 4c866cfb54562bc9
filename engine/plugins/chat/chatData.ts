/** Reading the chat's API answers into typed values (a wrong shape becomes a pt-BR error, never a blank screen). */
import { ApiError } from '../../data/ApiError';
import { getPath } from '../../core/template';
import type { ChatContact, ChatConversation, ChatListEntry, ChatStatus, ChatUser, DialogEntry } from './chatTypes';

const STATUSES: readonly ChatStatus[] = ['online', 'do-not-disturb', 'offline'];

function shapeError(data: unknown): ApiError {
  return new ApiError('O servidor não enviou os dados do fórum no formato esperado.', { reason: 'shape', data });
}

function object(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function id(value: unknown): number | string | null {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function status(value: unknown): ChatStatus {
  return STATUSES.includes(value as ChatStatus) ? (value as ChatStatus) : 'offline';
}

/** The contacts at `rows` of an answer. */
export function contactsOf(response: unknown, rows: string): ChatContact[] {
  const list = getPath(response, rows);
  if (!Array.isArray(list)) throw shapeError(response);
  return list.flatMap((item) => {
    const row = object(item);
    const contactId = row ? id(row.id) : null;
    if (!row || contactId === null) return [];
    const unread = typeof row.unread === 'number' && row.unread > 0 ? Math.floor(row.unread) : 0;
    return [{ id: contactId, name: text(row.name) || String(contactId), avatar: text(row.avatar), status: status(row.status), mood: text(row.mood), unread }];
  });
}

/** A chat list (entries without ids are dropped). */
export function chatListOf(value: unknown): ChatListEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const row = object(item);
    const chatId = row ? id(row.chatId) : null;
    const contactId = row ? id(row.contactId) : null;
    if (!row || chatId === null || contactId === null) return [];
    return [{ chatId, contactId, lastMessageTime: text(row.lastMessageTime) }];
  });
}

/** The user at `record` of an answer. */
export function userOf(response: unknown, record: string | undefined): ChatUser {
  const row = object(getPath(response, record));
  const userId = row ? id(row.id) : null;
  if (!row || userId === null) throw shapeError(response);
  return { id: userId, name: text(row.name), avatar: text(row.avatar), status: status(row.status), mood: text(row.mood), chatList: chatListOf(row.chatList) };
}

/** One message. */
export function entryOf(value: unknown): DialogEntry | null {
  const row = object(value);
  const who = row ? id(row.who) : null;
  if (!row || who === null || typeof row.message !== 'string') return null;
  return { who, message: row.message, time: text(row.time) };
}

/** The conversation at `record` of an answer. */
export function conversationOf(response: unknown, record: string | undefined): ChatConversation {
  const row = object(getPath(response, record));
  const chatId = row ? id(row.id) : null;
  if (!row || chatId === null) throw shapeError(response);
  const dialog = Array.isArray(row.dialog) ? row.dialog.map(entryOf).filter((entry): entry is DialogEntry => entry !== null) : [];
  return { id: chatId, dialog };
}

/** Whether two ids name the same thing (an id may come as number or text). */
export function sameId(a: number | string | null | undefined, b: number | string | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/** Lower case without accents, for the contact search. */
export function searchable(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** Initials of a name for the avatar ("Ana Paula Ribeiro" → "AR"). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0][0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] ?? '' : '';
  return (first + last).toUpperCase();
}
