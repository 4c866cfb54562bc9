// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHAT_CONTACT_COUNT } from '../../../mocks/seed/chat';
import { useMockApi } from './mockServer';

const clock = new Date('2026-06-20T10:00:00-03:00');

const api = useMockApi({ user: 'professor', now: clock });
const { post, get } = api;

describe('chat', () => {
  it('GET /api/chat/contacts lists the students with status, mood and unread counts', async () => {
    const answer = await get('/api/chat/contacts');
    expect(answer.status).toBe(200);
    const contacts = answer.body.contacts as Array<Record<string, any>>;
    expect(contacts).toHaveLength(CHAT_CONTACT_COUNT);
    for (const contact of contacts) {
      expect(Object.keys(contact).sort()).toEqual(['avatar', 'id', 'mood', 'name', 'status', 'unread']);
      expect(['online', 'do-not-disturb', 'offline']).toContain(contact.status);
    }
    expect(contacts.some((contact) => contact.unread > 0)).toBe(true);
    expect((await api.server.call('GET', '/api/chat/contacts')).status).toBe(401);
  });

  it('GET /api/chat/user answers as the signed-in staff user, chats newest first', async () => {
    const user = (await get('/api/chat/user')).body.user;
    expect(user).toMatchObject({ id: 'equipe-3', name: 'Carlos Eduardo Menezes', status: 'online' });
    expect(user.chatList).toHaveLength(8);
    expect(user).not.toHaveProperty('key');
    const other = await api.server.login('admin');
    expect((await api.server.call('GET', '/api/chat/user', { token: other })).body.user).toMatchObject({ id: 'equipe-1', name: 'Ana Paula Ribeiro' });
  });

  it('get-chat opens an existing chat and reads it; creates one when there is none', async () => {
    const user = (await get('/api/chat/user')).body.user;
    const entry = user.chatList[0];
    const opened = await get(`/api/chat/get-chat?contactId=${entry.contactId}&userId=${user.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.chat.id).toBe(entry.chatId);
    expect(opened.body.chat.dialog.length).toBeGreaterThan(1);
    for (const message of opened.body.chat.dialog) expect([entry.contactId, 'equipe-3']).toContain(message.who);
    const contacts = (await get('/api/chat/contacts')).body.contacts as Array<Record<string, any>>;
    expect(contacts.find((contact) => contact.id === entry.contactId)!.unread).toBe(0);

    const fresh = await get(`/api/chat/get-chat?contactId=25&userId=${user.id}`);
    expect(fresh.body.chat.dialog).toEqual([]);
    expect(fresh.body.userChatList).toHaveLength(9);
    expect(fresh.body.userChatList[0]).toMatchObject({ contactId: 25, lastMessageTime: clock.toISOString() });
    expect((await get('/api/chat/get-chat?contactId=999')).status).toBe(404);
  });

  it('send-message appends the message as the staff user and moves the chat to the top', async () => {
    const user = (await get('/api/chat/user')).body.user;
    const last = user.chatList[user.chatList.length - 1];
    const sent = await post('/api/chat/send-message', { chatId: last.chatId, contactId: last.contactId, messageText: '  Olá! Vou responder já.  ' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toEqual({ who: 'equipe-3', message: 'Olá! Vou responder já.', time: clock.toISOString() });
    expect(sent.body.userChatList[0]).toEqual({ ...last, lastMessageTime: clock.toISOString() });
    const chat = (await get(`/api/chat/get-chat?contactId=${last.contactId}`)).body.chat;
    expect(chat.dialog.at(-1)).toEqual(sent.body.message);

    const empty = await post('/api/chat/send-message', { chatId: last.chatId, contactId: last.contactId, messageText: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Digite uma mensagem.');
    const otherChat = await post('/api/chat/send-message', { chatId: 999, contactId: last.contactId, messageText: 'oi' });
    expect(otherChat.status).toBe(404);
  });

  it('user/data merges the profile, never the chat list', async () => {
    const saved = await post('/api/chat/user/data', { status: 'do-not-disturb', mood: 'Corrigindo simulados', chatList: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ status: 'do-not-disturb', mood: 'Corrigindo simulados', name: 'Carlos Eduardo Menezes' });
    expect(saved.body.user.chatList).toHaveLength(8);
    expect((await post('/api/chat/user/data', { status: 'away' })).body.message).toMatch(/Situação inválida/);
  });

  it('a user the seed does not know gets an empty profile', async () => {
    const registered = await api.server.call('POST', '/api/auth/register', {
      body: { displayName: 'Nova Pessoa', email: 'nova.pessoa@exemplo.com.br', password: 'Senha1234' },
    });
    const newToken = registered.body.access_token as string;
    const user = (await api.server.call('GET', '/api/chat/user', { token: newToken })).body.user;
    expect(user).toMatchObject({ chatList: [], status: 'online' });
  });
});
