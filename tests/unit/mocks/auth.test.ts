// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../../mocks/createMockApi';
import { DEMO_USERS } from '../../../mocks/users';
import { startMockServer, type MockServer } from './mockServer';

let server: MockServer;
let clock = new Date('2026-11-20T12:00:00-03:00');

beforeAll(async () => {
  server = await startMockServer({ now: () => clock, tokenTtlSeconds: 60 });
});
afterAll(() => server.close());
beforeEach(async () => {
  clock = new Date('2026-11-20T12:00:00-03:00');
  await server.call('POST', '/__mock/reset');
});

describe('token check', () => {
  it('answers 401 "Invalid access_token" without a token or with an unknown one', async () => {
    const without = await server.call('POST', '/api/cupons', { body: {} });
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ message: 'Invalid access_token' });
    const unknown = await server.call('GET', '/admin/user', { token: 'nao-existe' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Invalid access_token' });
    const malformed = await server.call('GET', '/admin/user', { headers: { Authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
  });

  it('answers 401 "access_token expired" once the token lifetime (MOCK_TOKEN_TTL) has passed', async () => {
    const token = await server.login('admin');
    expect((await server.call('GET', '/admin/user', { token })).status).toBe(200);
    clock = new Date(clock.getTime() + 61_000);
    const expired = await server.call('GET', '/admin/user', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'access_token expired' });
  });

  it('POST /__mock/expire-tokens expires every issued token', async () => {
    const admin = await server.login('admin');
    const gestor = await server.login('gestor');
    expect((await server.call('POST', '/__mock/expire-tokens')).status).toBe(200);
    for (const token of [admin, gestor]) {
      const answer = await server.call('GET', '/admin/user/roles', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('access_token expired');
    }
    expect((await server.call('GET', '/admin/user', { token: await server.login('admin') })).status).toBe(200);
  });

  it('a reset forgets issued tokens, and tokens are never issued twice', async () => {
    const before = await server.login('admin');
    await server.call('POST', '/__mock/reset');
    expect((await server.call('GET', '/admin/user', { token: before })).status).toBe(401);
    const after = await server.login('admin');
    expect(after).not.toBe(before);
    expect(after).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('reads MOCK_SCALE and MOCK_TOKEN_TTL from the environment and ignores invalid values', () => {
    expect(optionsFromEnv({ MOCK_SCALE: '1000', MOCK_TOKEN_TTL: '120' })).toEqual({ scale: 1000, tokenTtlSeconds: 120 });
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(optionsFromEnv({ MOCK_SCALE: 'muito', MOCK_TOKEN_TTL: '-5' })).toEqual({ scale: undefined, tokenTtlSeconds: undefined });
    } finally {
      console.warn = warn;
    }
    expect(optionsFromEnv({})).toEqual({ scale: undefined, tokenTtlSeconds: undefined });
  });
});

describe('sign-in (POST /admin/auth/autenticar)', () => {
  for (const demo of DEMO_USERS) {
    it(`signs ${demo.email} in with the spec's response shape`, async () => {
      const answer = await server.call('POST', '/admin/auth/autenticar', { body: { email: demo.email, password: demo.password } });
      expect(answer.status).toBe(200);
      expect(typeof answer.body.token).toBe('string');
      expect(answer.body.user).toEqual({
        _id: demo._id,
        name: demo.name,
        email: demo.email,
        profiles: demo.profiles.map((Nome) => ({ Nome })),
        roles: demo.roles.map((name) => ({ name })),
        data: { displayName: demo.name, photoURL: '', email: demo.email, shortcuts: [], settings: null },
      });
      expect(JSON.stringify(answer.body)).not.toContain(demo.password);
    });

    it(`refuses ${demo.email} with a wrong password: 400 "Dados incorretos." (not 401)`, async () => {
      const answer = await server.call('POST', '/admin/auth/autenticar', { body: { email: demo.email, password: `${demo.password}x` } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Dados incorretos.' });
    });
  }

  it('has the demo users and roles the README promises', () => {
    const byKey = Object.fromEntries(DEMO_USERS.map((user) => [user.key, user]));
    expect(byKey.admin).toMatchObject({ email: 'admin@exemplo.com.br', password: 'Admin123', roles: ['Administrador'], profiles: ['Administrador'] });
    expect(byKey.gestor.roles).toEqual(['Gestor', 'Cupons', 'Cupons.new', 'Cupons.edit', 'Cupons.delete', 'GestaoAluno',
      'GestaoAluno.edit', 'GestaoAluno.delete', 'ContratoLista', 'ContratoDetalhe', 'CancelamentoModal', 'Pedidos', 'FaturamentoDiario']);
    expect(byKey.professor).toMatchObject({ password: 'Professor123', profiles: ['Professor'], roles: ['ChatApp', 'MyRoyalties'] });
    expect(byKey.suporte.roles).toEqual(['GestaoAluno', 'ContratoLista', 'ContratoDetalhe', 'Recados', 'Recados.new',
      'Recados.edit', 'LiberacaoManual', 'LiberacaoManual.new', 'ChatApp']);
  });

  it('ignores the case of the e-mail but not of the password', async () => {
    expect((await server.call('POST', '/admin/auth/autenticar', { body: { email: 'ADMIN@exemplo.com.br', password: 'Admin123' } })).status).toBe(200);
    expect((await server.call('POST', '/admin/auth/autenticar', { body: { email: 'admin@exemplo.com.br', password: 'admin123' } })).status).toBe(400);
    expect((await server.call('POST', '/admin/auth/autenticar', { body: {} })).status).toBe(400);
  });
});

describe('forgot and reset password', () => {
  it('forgot: 200 for a known e-mail, 400 "Usuário inválido" for anything else', async () => {
    expect((await server.call('POST', '/admin/auth/esqueci-senha', { body: { email: 'suporte@exemplo.com.br' } })).status).toBe(200);
    for (const email of ['ninguem@exemplo.com.br', 'não é e-mail', '']) {
      const answer = await server.call('POST', '/admin/auth/esqueci-senha', { body: { email } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'Usuário inválido' });
    }
  });

  it('reset: 200 then the new password signs in and the old one no longer does', async () => {
    const reset = await server.call('POST', '/admin/auth/resetar-senha', {
      body: { email: 'gestor@exemplo.com.br', token: 'abc123', password: 'NovaSenha9' },
    });
    expect(reset.status).toBe(200);
    expect((await server.call('POST', '/admin/auth/autenticar', { body: { email: 'gestor@exemplo.com.br', password: 'NovaSenha9' } })).status).toBe(200);
    expect((await server.call('POST', '/admin/auth/autenticar', { body: { email: 'gestor@exemplo.com.br', password: 'Gestor123' } })).status).toBe(400);
    await server.call('POST', '/__mock/reset');
    expect((await server.call('POST', '/admin/auth/autenticar', { body: { email: 'gestor@exemplo.com.br', password: 'Gestor123' } })).status).toBe(200);
  });

  it('reset: 400 for an unknown e-mail, a missing token or a missing password', async () => {
    for (const body of [
      { email: 'ninguem@exemplo.com.br', token: 'abc', password: 'NovaSenha9' },
      { email: 'gestor@exemplo.com.br', token: '', password: 'NovaSenha9' },
      { email: 'gestor@exemplo.com.br', password: 'NovaSenha9' },
      { email: 'gestor@exemplo.com.br', token: 'abc', password: '' },
    ]) {
      const answer = await server.call('POST', '/admin/auth/resetar-senha', { body });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
  });
});

describe('current user (/admin/user)', () => {
  it('GET /admin/user, /roles and /get-user-by-token', async () => {
    const token = await server.login('suporte');
    const user = await server.call('GET', '/admin/user', { token });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ _id: '4', email: 'suporte@exemplo.com.br', profiles: [{ Nome: 'Suporte' }] });
    const roles = await server.call('GET', '/admin/user/roles', { token });
    expect(roles.body.roles).toEqual(DEMO_USERS[3].roles.map((name) => ({ name })));
    const byToken = await server.call('GET', '/admin/user/get-user-by-token', { token });
    expect(byToken.body).toEqual({ user: user.body, access_token: token });
  });

  it('PUT /admin/user deep-merges data, and the next sign-in restores settings and shortcuts', async () => {
    const token = await server.login('admin');
    const first = await server.call('PUT', '/admin/user', {
      token, body: { data: { settings: { theme: 'dark', layout: { style: 'layout1', navbar: { folded: true } } }, shortcuts: ['cupons', 'home'] } },
    });
    expect(first.status).toBe(200);
    const second = await server.call('PUT', '/admin/user', {
      token, body: { data: { settings: { layout: { navbar: { display: false } } }, shortcuts: ['alunos'], displayName: 'Ana' } },
    });
    expect(second.body.data).toEqual({
      displayName: 'Ana', photoURL: '', email: 'admin@exemplo.com.br', shortcuts: ['alunos'],
      settings: { theme: 'dark', layout: { style: 'layout1', navbar: { folded: true, display: false } } },
    });
    const again = await server.call('POST', '/admin/auth/autenticar', { body: { email: 'admin@exemplo.com.br', password: 'Admin123' } });
    expect(again.body.user.data).toEqual(second.body.data);
    expect((await server.call('GET', '/admin/user', { token: again.body.token })).body.data).toEqual(second.body.data);
    // Another user's data is untouched.
    const gestor = await server.call('GET', '/admin/user', { token: await server.login('gestor') });
    expect(gestor.body.data.settings).toBeNull();
  });

  it('PUT /admin/user refuses data that is not an object', async () => {
    const token = await server.login('admin');
    const answer = await server.call('PUT', '/admin/user', { token, body: { data: ['x'] } });
    expect(answer.status).toBe(400);
  });
});

describe('registration calls (/api/auth)', () => {
  it('registers a user (200 { user, access_token }) and refuses the same e-mail again', async () => {
    const body = { displayName: 'Paulo Henrique Souza', email: 'paulo.souza@exemplo.com.br', password: 'Senha1234' };
    const created = await server.call('POST', '/api/auth/register', { body });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ name: 'Paulo Henrique Souza', email: 'paulo.souza@exemplo.com.br' });
    expect((await server.call('GET', '/admin/user', { token: created.body.access_token })).body.email).toBe('paulo.souza@exemplo.com.br');
    const again = await server.call('POST', '/api/auth/register', { body });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'Este e-mail já está cadastrado.' });
  });

  it('validates the e-mail and the password rule of the spec', async () => {
    const weak = await server.call('POST', '/api/auth/register', { body: { displayName: 'X', email: 'x@exemplo.com.br', password: 'fraca' } });
    expect(weak.body.message).toBe('A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.');
    const email = await server.call('POST', '/api/auth/register', { body: { displayName: 'X', email: 'x', password: 'Senha1234' } });
    expect(email.body.message).toBe('Preencha um email válido');
  });

  it('GET /api/auth?email&password signs in; POST /api/auth/user/update merges the user data', async () => {
    const ok = await server.call('GET', '/api/auth?email=professor%40exemplo.com.br&password=Professor123');
    expect(ok.status).toBe(200);
    expect(ok.body.user.profiles).toEqual([{ Nome: 'Professor' }]);
    const wrong = await server.call('GET', '/api/auth?email=professor%40exemplo.com.br&password=errada');
    expect(wrong.status).toBe(400);
    const updated = await server.call('POST', '/api/auth/user/update', {
      token: ok.body.access_token, body: { user: { data: { shortcuts: ['chat'] } } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user.data.shortcuts).toEqual(['chat']);
    expect((await server.call('POST', '/api/auth/user/update', { body: { user: {} } })).status).toBe(401);
  });
});

describe('routing', () => {
  it('lets the app\'s pages through: GET /marketing/cupom (text/html) is not the mock\'s', async () => {
    for (const path of ['/marketing/cupom', '/', '/assets/index.js', '/apis', '/administrativo']) {
      const answer = await server.call('GET', path, { headers: { Accept: 'text/html' } });
      expect(answer.status).toBe(418);
      expect(answer.body).toBe('fell through');
    }
  });

  it('answers unknown mock paths with 404 JSON and wrong methods with 405 JSON', async () => {
    const token = await server.login('admin');
    const unknown = await server.call('POST', '/api/nada-aqui', { token, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('/api/nada-aqui');
    const method = await server.call('GET', '/api/cupons', { token });
    expect(method.status).toBe(405);
    expect(method.headers.get('content-type')).toContain('application/json');
  });

  it('answers a body that is not JSON with 400', async () => {
    const token = await server.login('admin');
    const response = await fetch(`${server.url}/api/cupons`, {
      method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{nome:',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('GET /api/quick-panel/data gives notes, events and settings in pt-BR', async () => {
    const answer = await server.call('GET', '/api/quick-panel/data', { token: await server.login('professor') });
    expect(answer.status).toBe(200);
    expect(answer.body.notes.length).toBeGreaterThan(0);
    for (const note of answer.body.notes) expect(Object.keys(note).sort()).toEqual(['createdAt', 'detail', 'id', 'title']);
    for (const event of answer.body.events) {
      expect(Object.keys(event).sort()).toEqual(['date', 'id', 'title']);
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const setting of answer.body.settings) expect(Object.keys(setting).sort()).toEqual(['id', 'title', 'value']);
  });
});
