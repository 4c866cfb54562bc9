import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChatApp from '../../../engine/plugins/chat/ChatApp';
import { contactsOf, conversationOf, initialsOf, searchable, userOf } from '../../../engine/plugins/chat/chatData';
import { useChatController } from '../../../engine/plugins/chat/useChatController';
import type { CallSpec } from '../../../engine/core/dataProvider';
import type { ChatAppSettings } from '../../../engine/core/generated';
import { customScreen, fakeDataProvider, templateValues, wiring } from './harness';

afterEach(cleanup);

const SETTINGS: ChatAppSettings = {
  contacts: { call: 'GET /api/chat/contacts', rows: 'contacts' },
  user: { call: 'GET /api/chat/user', record: 'user' },
  userData: { call: 'POST /api/chat/user/data', record: 'user' },
  chat: { call: 'GET /api/chat/get-chat', query: { contactId: '{contactId}', userId: '{userId}' }, record: 'chat', chatList: 'userChatList' },
  send: { call: 'POST /api/chat/send-message', body: { chatId: '{chatId}', contactId: '{contactId}', messageText: '{messageText}' }, message: 'message', chatList: 'userChatList' },
  maxLength: 50,
};

const CONTACTS = [
  { id: 1, name: 'Ana Beatriz Souza', avatar: '', status: 'online', mood: 'Rumo à PF', unread: 2 },
  { id: 2, name: 'Bruno Araújo', avatar: '', status: 'offline', mood: '', unread: 0 },
  { id: 3, name: 'Cecília Lima', avatar: '', status: 'do-not-disturb', mood: '', unread: 0 },
];
const USER = {
  id: 'equipe-3', name: 'Carlos Eduardo Menezes', avatar: '', status: 'online', mood: '',
  chatList: [
    { chatId: 10, contactId: 3, lastMessageTime: '2026-06-10T10:00:00-03:00' },
    { chatId: 11, contactId: 1, lastMessageTime: '2026-06-14T09:00:00-03:00' },
  ],
};
const CHAT_11 = {
  id: 11,
  dialog: [
    { who: 1, message: 'Professor, por que a D está errada?', time: '2026-06-14T08:50:00-03:00' },
    { who: 1, message: 'Era um ano, não seis meses?', time: '2026-06-14T09:00:00-03:00' },
  ],
};

/** A fake API of the chat; `calls` records every fetch with its filled template. */
function chatApi(overrides: { send?: (values: Record<string, unknown>) => unknown } = {}) {
  const calls: Array<{ endpoint: string; values: Record<string, unknown> }> = [];
  const fetch = vi.fn(async (call: CallSpec, params: { context?: Record<string, unknown> }) => {
    const values = templateValues(call, params.context);
    calls.push({ endpoint: call.endpoint, values });
    switch (call.endpoint) {
      case '/api/chat/user': return { user: USER };
      case '/api/chat/contacts': return { contacts: CONTACTS };
      case '/api/chat/get-chat':
        return values.contactId === 1
          ? { chat: CHAT_11, userChatList: USER.chatList }
          : { chat: { id: 99, dialog: [] }, userChatList: [...USER.chatList, { chatId: 99, contactId: values.contactId, lastMessageTime: '2026-06-20T10:00:00-03:00' }] };
      case '/api/chat/send-message':
        if (overrides.send) return overrides.send(values);
        return {
          message: { who: 'equipe-3', message: values.messageText, time: '2026-06-20T10:05:00-03:00' },
          userChatList: USER.chatList.map((entry) => (entry.chatId === values.chatId ? { ...entry, lastMessageTime: '2026-06-20T10:05:00-03:00' } : entry)),
        };
      default: throw new Error(`chamada inesperada ${call.endpoint}`);
    }
  });
  return { fetch, calls };
}

function hook(api = chatApi(), extra: Parameters<typeof fakeDataProvider>[0] = {}) {
  const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch: api.fetch, ...extra }) });
  return { ...renderHook(() => useChatController(SETTINGS), { wrapper: Wrapper }), api };
}

describe('chat data', () => {
  it('reads the answers leniently and refuses a wrong shape', () => {
    expect(contactsOf({ contacts: [{ id: 1, name: 'A', status: 'ausente', unread: -3 }, { name: 'sem id' }] }, 'contacts')).toEqual([
      { id: 1, name: 'A', avatar: '', status: 'offline', mood: '', unread: 0 },
    ]);
    expect(() => contactsOf({}, 'contacts')).toThrow('O servidor não enviou os dados do fórum no formato esperado.');
    expect(() => userOf({ user: {} }, 'user')).toThrow();
    expect(conversationOf({ chat: { id: 1, dialog: [{ who: 2, message: 'oi', time: 't' }, { who: 2 }] } }, 'chat').dialog).toHaveLength(1);
    expect(initialsOf('Ana Paula Ribeiro')).toBe('AR');
    expect(initialsOf('  ')).toBe('?');
    expect(searchable(' Cecília ')).toBe('cecilia');
  });
});

describe('useChatController', () => {
  it('loads the user and contacts: chats newest first, the others by name, search without accents', async () => {
    const { result } = hook();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.chats.map((entry) => entry.contact.name)).toEqual(['Ana Beatriz Souza', 'Cecília Lima']);
    expect(result.current.others.map((entry) => entry.contact.name)).toEqual(['Bruno Araújo']);
    act(() => result.current.setSearch('CECILIA'));
    expect(result.current.chats.map((entry) => entry.contact.name)).toEqual(['Cecília Lima']);
    expect(result.current.others).toEqual([]);
  });

  it('a failed load shows the error and retries', async () => {
    const api = chatApi();
    const fetch = vi.fn().mockRejectedValueOnce(new Error('Fórum indisponível.')).mockImplementation(api.fetch);
    const { result } = hook({ ...api, fetch });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Fórum indisponível.');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('opening a contact loads the chat with the user id, reads it and shows the conversation on small screens', async () => {
    const { result, api } = hook();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openContact(1));
    expect(result.current.mobileView).toBe('conversation');
    await waitFor(() => expect(result.current.conversationStatus).toBe('ready'));
    expect(api.calls.at(-1)).toEqual({ endpoint: '/api/chat/get-chat', values: { contactId: 1, userId: 'equipe-3' } });
    expect(result.current.conversation?.dialog).toHaveLength(2);
    expect(result.current.selectedContact).toMatchObject({ name: 'Ana Beatriz Souza', unread: 0 });
    expect(result.current.isMine('equipe-3')).toBe(true);
    expect(result.current.isMine(1)).toBe(false);
    act(() => result.current.backToList());
    expect(result.current.mobileView).toBe('list');
  });

  it('a contact without chat gets a new one that joins the chat list', async () => {
    const { result } = hook();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openContact(2));
    await waitFor(() => expect(result.current.conversationStatus).toBe('ready'));
    expect(result.current.conversation).toEqual({ id: 99, dialog: [] });
    expect(result.current.chats.map((entry) => entry.contact.name)).toEqual(['Bruno Araújo', 'Ana Beatriz Souza', 'Cecília Lima']);
  });

  it('refuses empty and too long messages; sends a message and appends it', async () => {
    const { result, api } = hook();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openContact(1));
    await waitFor(() => expect(result.current.conversationStatus).toBe('ready'));
    expect(result.current.draftProblem).toBe('Digite uma mensagem.');
    act(() => result.current.setDraft('   '));
    expect(await act(() => result.current.send())).toBe(false);
    act(() => result.current.setDraft('x'.repeat(51)));
    expect(result.current.draftProblem).toBe('A mensagem pode ter no máximo 50 caracteres.');
    act(() => result.current.setDraft('  É um ano, não seis meses.  '));
    expect(await act(() => result.current.send())).toBe(true);
    expect(api.calls.at(-1)).toEqual({ endpoint: '/api/chat/send-message', values: { chatId: 11, contactId: 1, messageText: 'É um ano, não seis meses.' } });
    expect(result.current.conversation?.dialog.at(-1)).toEqual({ who: 'equipe-3', message: 'É um ano, não seis meses.', time: '2026-06-20T10:05:00-03:00' });
    expect(result.current.draft).toBe('');
  });

  it('a failed send keeps the draft and says why', async () => {
    const { result } = hook(chatApi({ send: () => { throw new Error('Conversa não encontrada.'); } }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.openContact(1));
    await waitFor(() => expect(result.current.conversationStatus).toBe('ready'));
    act(() => result.current.setDraft('Oi!'));
    expect(await act(() => result.current.send())).toBe(false);
    expect(result.current.draft).toBe('Oi!');
    expect(result.current.sendError).toBe('Conversa não encontrada.');
    expect(result.current.conversation?.dialog).toHaveLength(2);
  });

  it('saves the status and mood, and undoes them when the server refuses', async () => {
    const save = vi.fn().mockResolvedValueOnce({ ...USER, status: 'do-not-disturb' }).mockRejectedValueOnce(new Error('Recado longo demais.'));
    const { result } = hook(chatApi(), { save });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.updateProfile({ status: 'do-not-disturb' }));
    expect(save).toHaveBeenCalledWith({ method: 'POST', endpoint: '/api/chat/user/data', record: 'user' }, { record: { status: 'do-not-disturb' } });
    expect(result.current.user?.status).toBe('do-not-disturb');
    await act(() => result.current.updateProfile({ mood: 'x'.repeat(200) }));
    expect(result.current.user?.mood).toBe('');
  });
});

describe('ChatApp view', () => {
  it('lists contacts with presence and unread badges, opens a conversation, sends with Enter (Shift+Enter breaks the line)', async () => {
    const api = chatApi();
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch: api.fetch }) });
    const definition = customScreen({ component: 'chatApp', settings: SETTINGS, title: 'Fórum de Dúvidas', route: '/cx/chat-student-question' });
    render(<ChatApp definition={definition} params={{}} settings={SETTINGS} />, { wrapper: Wrapper });
    const contacts = await screen.findByRole('navigation', { name: 'Contatos' });
    expect(within(contacts).getByText('2 mensagens não lidas')).toBeTruthy();
    expect(within(contacts).getAllByRole('img', { name: 'Online' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Escolha um aluno para conversar')).toBeTruthy();

    fireEvent.click(within(contacts).getByRole('button', { name: /Ana Beatriz Souza/ }));
    const log = await screen.findByRole('log', { name: 'Mensagens com Ana Beatriz Souza' });
    expect(within(log).getByText('Professor, por que a D está errada?')).toBeTruthy();
    expect(within(log).getAllByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveLength(2);
    expect(within(contacts).queryByText('2 mensagens não lidas')).toBeNull();

    const field = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Primeira linha' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(api.calls.some((call) => call.endpoint === '/api/chat/send-message')).toBe(false);
    fireEvent.keyDown(field, { key: 'Enter' });
    await within(log).findByText('Primeira linha');
    expect(field.value).toBe('');
  });
});
