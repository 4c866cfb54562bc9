import { describe, expect, it } from 'vitest';
import { createAuthApi, parseLoginAnswer, parseRegistrationAnswer, parseRestoredSession } from '../../../engine/auth/authApi';
import { ApiError } from '../../../engine/data/ApiError';
import { APP } from './appDefinition';
import { fakeHttp } from './fakeHttp';

const loginAnswer = {
  token: 'tok-1',
  user: { _id: '3', name: 'Carlos Eduardo Menezes', profiles: [{ Nome: 'Professor' }], roles: [{ name: 'ChatApp' }, { name: 'MyRoyalties' }] },
};

describe('auth api', () => {
  it('logout posts to the app\'s logout call, and does nothing when the app has none', async () => {
    const { http, calls } = fakeHttp({ 'POST /admin/auth/sair': () => ({ message: 'Sessão encerrada.' }) });
    await createAuthApi(http, { ...APP.calls, logout: { call: 'POST /admin/auth/sair' } }).logout();
    expect(calls).toEqual([{ method: 'POST', url: '/admin/auth/sair' }]);
    const { http: other, calls: none } = fakeHttp({});
    await createAuthApi(other, { ...APP.calls, logout: undefined }).logout();
    expect(none).toEqual([]);
  });

  it('authenticate posts e-mail and password and parses token, user, roles and profiles', async () => {
    const { http, calls } = fakeHttp({ 'POST /admin/auth/autenticar': () => loginAnswer });
    const result = await createAuthApi(http, APP.calls).authenticate({ email: 'professor@exemplo.com.br', password: 'Professor123' });
    expect(calls).toEqual([{ method: 'POST', url: '/admin/auth/autenticar', body: { email: 'professor@exemplo.com.br', password: 'Professor123' } }]);
    expect(result).toEqual({
      token: 'tok-1',
      user: { _id: '3', name: 'Carlos Eduardo Menezes', email: 'professor@exemplo.com.br' },
      roles: ['ChatApp', 'MyRoyalties'],
      profiles: [{ Nome: 'Professor' }],
    });
  });

  it.each([
    [{}],
    [{ token: '', user: {} }],
    [{ token: 'x' }],
    [{ user: { _id: '1' } }],
    ['<html>'],
    [null],
  ])('an answer without token and user is a failure (%j)', (answer) => {
    expect(() => parseLoginAnswer(answer, 'a@b.c')).toThrow(ApiError);
  });

  it('register posts displayName, e-mail and password and signs in with the answer\'s user and access_token', async () => {
    const answer = { user: { _id: '9', name: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br', profiles: [], roles: [] }, access_token: 'tok-new' };
    const { http, calls } = fakeHttp({ 'POST /api/auth/register': () => answer });
    const result = await createAuthApi(http, APP.calls).register({ name: ' Beatriz Nunes ', email: ' beatriz@exemplo.com.br ', password: 'Senha123' });
    expect(calls).toEqual([{
      method: 'POST', url: '/api/auth/register', body: { displayName: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br', password: 'Senha123' },
    }]);
    expect(result).toEqual({ token: 'tok-new', user: { _id: '9', name: 'Beatriz Nunes', email: 'beatriz@exemplo.com.br' }, roles: [], profiles: [] });
  });

  it("register: a refusal (an error status, or a 200 answer with `error`) rejects with the server's message", async () => {
    const { http } = fakeHttp({
      'POST /api/auth/register': () => {
        throw new ApiError('Este e-mail já está cadastrado.', { status: 400, reason: 'http' });
      },
    });
    await expect(createAuthApi(http, APP.calls).register({ name: 'B', email: 'b@c.d', password: 'Senha123' })).rejects.toThrow('Este e-mail já está cadastrado.');
    expect(() => parseRegistrationAnswer({ error: [{ type: 'email', message: 'E-mail em uso.' }] }, 'b@c.d')).toThrow('E-mail em uso.');
    expect(() => parseRegistrationAnswer({ error: 'Cadastro fechado.' }, 'b@c.d')).toThrow('Cadastro fechado.');
    expect(() => parseRegistrationAnswer({ user: { _id: '1' } }, 'b@c.d')).toThrow(ApiError);
    expect(() => parseRegistrationAnswer({ token: 'x', user: { _id: '1' } }, 'b@c.d')).toThrow(ApiError);
  });

  it('a failed authenticate call rejects', async () => {
    const { http } = fakeHttp({
      'POST /admin/auth/autenticar': () => {
        throw new ApiError('Dados incorretos.', { status: 400, reason: 'http' });
      },
    });
    await expect(createAuthApi(http, APP.calls).authenticate({ email: 'a@b.c', password: 'x' })).rejects.toThrow('Dados incorretos.');
  });

  it('forgotPassword: 200 → sent, 400 → invalidUser, other failures reject', async () => {
    const statuses = [200, 400, 500];
    const { http, calls } = fakeHttp({
      'POST /admin/auth/esqueci-senha': () => {
        const status = statuses.shift();
        if (status !== 200) throw new ApiError('falhou', { status, reason: 'http' });
        return { message: 'ok' };
      },
    });
    const api = createAuthApi(http, APP.calls);
    await expect(api.forgotPassword('a@b.c')).resolves.toBe('sent');
    await expect(api.forgotPassword('x')).resolves.toBe('invalidUser');
    await expect(api.forgotPassword('a@b.c')).rejects.toThrow('falhou');
    expect(calls[1]).toEqual({ method: 'POST', url: '/admin/auth/esqueci-senha', body: { email: 'x' } });
  });

  it('resetPassword posts e-mail, token and password', async () => {
    const { http, calls } = fakeHttp({ 'POST /admin/auth/resetar-senha': () => ({ message: 'ok' }) });
    await createAuthApi(http, APP.calls).resetPassword({ email: 'a@b.c', token: 't', password: 'NovaSenha1' });
    expect(calls).toEqual([{ method: 'POST', url: '/admin/auth/resetar-senha', body: { email: 'a@b.c', token: 't', password: 'NovaSenha1' } }]);
  });

  it('loadSession reads GET /admin/user and GET /admin/user/roles', async () => {
    const { http, calls } = fakeHttp({
      'GET /admin/user': () => ({
        _id: '2', name: 'Marcos', email: 'gestor@exemplo.com.br', profiles: [{ Nome: 'Gestor' }],
        data: { displayName: 'Marcos', shortcuts: ['cupons'], settings: { theme: 'dark' } },
      }),
      'GET /admin/user/roles': () => ({ roles: [{ name: 'Gestor' }, { name: 'Cupons' }] }),
    });
    const restored = await createAuthApi(http, APP.calls).loadSession();
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(['GET /admin/user', 'GET /admin/user/roles']);
    expect(restored).toEqual({
      user: { _id: '2', name: 'Marcos', email: 'gestor@exemplo.com.br', data: { displayName: 'Marcos', shortcuts: ['cupons'], settings: { theme: 'dark' } } },
      roles: ['Gestor', 'Cupons'],
      profiles: [{ Nome: 'Gestor' }],
    });
  });

  it('parseRestoredSession accepts a wrapped user and string roles, and refuses a roles answer without a list', () => {
    expect(parseRestoredSession({ user: { _id: 7, name: 'Ana' } }, ['Administrador'])).toEqual({
      user: { _id: '7', name: 'Ana', email: '' }, roles: ['Administrador'], profiles: null,
    });
    expect(() => parseRestoredSession({ _id: '1' }, { roles: 'Administrador' })).toThrow(ApiError);
    expect(() => parseRestoredSession('x', { roles: [] })).toThrow(ApiError);
  });

  it("calls the method and path of the app definition's calls", async () => {
    const { http, calls } = fakeHttp({
      'PUT /v2/sessao': () => loginAnswer,
      'POST /v2/senha/esqueci': () => ({}),
      'PUT /v2/senha': () => ({}),
      'GET /v2/eu': () => ({ _id: '3', name: 'Carlos' }),
      'GET /v2/eu/papeis': () => ({ roles: [] }),
    });
    const api = createAuthApi(http, {
      login: { call: 'PUT /v2/sessao' },
      forgotPassword: { call: 'POST /v2/senha/esqueci' },
      resetPassword: { call: 'PUT /v2/senha' },
      user: { call: 'GET /v2/eu' },
      roles: { call: 'GET /v2/eu/papeis' },
    });
    await api.authenticate({ email: 'professor@exemplo.com.br', password: 'Professor123' });
    await api.forgotPassword('a@b.c');
    await api.resetPassword({ email: 'a@b.c', token: 't', password: 'NovaSenha1' });
    await api.loadSession();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT /v2/sessao', 'POST /v2/senha/esqueci', 'PUT /v2/senha', 'GET /v2/eu', 'GET /v2/eu/papeis',
    ]);
    expect(calls[0].body).toEqual({ email: 'professor@exemplo.com.br', password: 'Professor123' });
  });
});
