// @vitest-environment node
/**
 * Accounts and sessions: sign-in, registration without back-office keys, password reset with single-use expiring
 * tokens and the password rule, sign-out revoking the token, expired tokens, and the test controls answering
 * only when the server runs with MOCK_CONTROLS=1.
 */
import { describe, expect, it } from 'vitest';
import { demoUser, DEMO_USERS } from '../../../mocks/users';
import { startMockServer, withMockApi } from './mockServer';

const RULE = 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.';
let clock = new Date('2026-11-20T12:00:00Z');
const api = withMockApi({ user: 'admin' });
const anonymous = (method: string, path: string, body?: unknown) => api.server.call(method, path, { body });

describe('entrada', () => {
  it.each(DEMO_USERS.map((user) => [user.key, user] as const))('%s entra com a senha do README e recebe os papéis dele', async (_, user) => {
    const answer = await anonymous('POST', '/admin/auth/autenticar', { email: user.email, password: user.password });
    expect(answer.status).toBe(200);
    expect(answer.body.user.roles.map((role: { name: string }) => role.name)).toEqual(user.roles);
  });

  it('senha errada é 400 "Dados incorretos." (401 é sessão encerrada para o app)', async () => {
    const answer = await anonymous('POST', '/admin/auth/autenticar', { email: 'admin@exemplo.com.br', password: 'errada' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Dados incorretos.' } });
  });
});

describe('cadastro (POST /api/auth/register)', () => {
  it('cria um usuário sem chave nenhuma: entra, vê o que não pede chave e nada mais', async () => {
    const answer = await anonymous('POST', '/api/auth/register', { displayName: 'Nova Pessoa', email: 'nova@exemplo.com.br', password: 'Cadastro1' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.roles).toEqual([]);
    const token = answer.body.access_token;
    expect((await api.server.call('GET', '/admin/user', { token })).status).toBe(200);
    expect((await api.server.call('GET', '/api/perfil', { token })).status).toBe(200);
    expect((await api.server.call('POST', '/api/usuarios', { token, body: {} })).status).toBe(403);
    expect((await api.server.call('POST', '/api/cupons', { token, body: {} })).status).toBe(403);
  });

  it('recusa senha fraca, e-mail inválido e e-mail já cadastrado', async () => {
    expect((await anonymous('POST', '/api/auth/register', { name: 'X', email: 'x@exemplo.com.br', password: 'x' })).body).toEqual({ message: RULE });
    expect((await anonymous('POST', '/api/auth/register', { name: 'X', email: 'x', password: 'Cadastro1' })).status).toBe(400);
    expect((await anonymous('POST', '/api/auth/register', { name: 'X', email: 'ADMIN@exemplo.com.br', password: 'Cadastro1' })).body).toEqual({ message: 'Este e-mail já está cadastrado.' });
  });
});

describe('redefinição de senha', () => {
  const forgot = async (email: string) => {
    const answer = await anonymous('POST', '/admin/auth/esqueci-senha', { email });
    const mail = (await anonymous('GET', '/__mock/outbox')).body.emails.at(-1);
    return { answer, mail };
  };

  it('o esqueci-senha manda o link com o token; o token vale uma vez, com a regra de senha', async () => {
    const { answer, mail } = await forgot('suporte@exemplo.com.br');
    expect(answer.body).toEqual({ message: 'E-mail enviado com sucesso!' });
    expect(mail.link).toBe(`/reset-pass?email=suporte%40exemplo.com.br&token=${mail.token}`);
    const reset = (password: string) => anonymous('POST', '/admin/auth/resetar-senha', { email: 'suporte@exemplo.com.br', token: mail.token, password });
    expect((await reset('x')).body).toEqual({ message: RULE });
    expect((await reset('NovaSenha1')).body).toEqual({ message: 'Senha alterada com sucesso!' });
    expect((await reset('OutraSenha1')).status).toBe(400);
    expect((await anonymous('POST', '/admin/auth/autenticar', { email: 'suporte@exemplo.com.br', password: 'NovaSenha1' })).status).toBe(200);
    expect((await anonymous('POST', '/admin/auth/autenticar', { email: 'suporte@exemplo.com.br', password: 'Suporte123' })).status).toBe(400);
  });

  it('um token inventado, de outro e-mail ou vencido não troca a senha; e-mail desconhecido é "Usuário inválido"', async () => {
    const refused = { message: 'Não foi possível alterar a senha. Peça um novo link de recuperação.' };
    expect((await anonymous('POST', '/admin/auth/resetar-senha', { email: 'admin@exemplo.com.br', token: 'token-de-teste', password: 'NovaSenha1' })).body).toEqual(refused);
    const { mail } = await forgot('professor@exemplo.com.br');
    expect((await anonymous('POST', '/admin/auth/resetar-senha', { email: 'admin@exemplo.com.br', token: mail.token, password: 'NovaSenha1' })).body).toEqual(refused);
    expect((await anonymous('POST', '/admin/auth/esqueci-senha', { email: 'ninguem@exemplo.com.br' })).body).toEqual({ message: 'Usuário inválido' });

    const server = await startMockServer({ now: () => clock });
    try {
      await server.call('POST', '/admin/auth/esqueci-senha', { body: { email: 'gestor@exemplo.com.br' } });
      const token = (await server.call('GET', '/__mock/outbox')).body.emails.at(-1).token;
      clock = new Date(clock.getTime() + 31 * 60_000);
      const late = await server.call('POST', '/admin/auth/resetar-senha', { body: { email: 'gestor@exemplo.com.br', token, password: 'NovaSenha1' } });
      expect(late.body).toEqual(refused);
    } finally {
      await server.close();
    }
  });

  it('a troca de senha pelo perfil confere a senha atual e a regra', async () => {
    const change = (body: Record<string, string>) => api.post('/admin/user/alterar-senha', body);
    expect((await change({ senhaAtual: 'errada', novaSenha: 'NovaSenha1' })).status).toBe(400);
    expect((await change({ senhaAtual: 'Admin123', novaSenha: 'fraca' })).body).toEqual({ message: RULE });
    expect((await change({ senhaAtual: 'Admin123', novaSenha: 'NovaSenha1', confirmacaoSenha: 'NovaSenha1' })).status).toBe(200);
  });
});

describe('sessão', () => {
  it('POST /admin/auth/sair revoga o token: a próxima chamada é 401', async () => {
    expect((await api.get('/admin/user')).status).toBe(200);
    expect((await api.post('/admin/auth/sair')).body).toEqual({ message: 'Sessão encerrada.' });
    expect(await api.get('/admin/user')).toMatchObject({ status: 401, body: { message: 'Invalid access_token' } });
  });

  it('um token vencido é 401 "access_token expired"', async () => {
    await api.server.call('POST', '/__mock/expire-tokens');
    expect(await api.get('/admin/user')).toMatchObject({ status: 401, body: { message: 'access_token expired' } });
  });

  it('o papel de todas as chaves (Administrador) passa em tudo; um papel com o nome da chave concede a chave', async () => {
    await api.signIn('gestor');
    expect((await api.post('/api/cupons', {})).status).toBe(200);
    expect((await api.post('/api/usuarios', {})).status).toBe(403);
    expect(demoUser('gestor').roles).toContain('Cupons');
  });
});

describe('controles de teste (/__mock/*)', () => {
  it('só respondem com MOCK_CONTROLS=1: sem ele são 404, com ou sem token', async () => {
    const server = await startMockServer({ controls: false });
    try {
      const token = await server.login('admin');
      for (const path of ['/__mock/reset', '/__mock/fail', '/__mock/delay', '/__mock/expire-tokens', '/__mock/outbox', '/__mock/armed']) {
        expect((await server.call('POST', path, { body: { path: '/api/cupons', status: 500 } })).status).toBe(404);
        expect((await server.call('POST', path, { token, body: { path: '/api/cupons', status: 500 } })).status).toBe(404);
      }
      expect((await server.call('POST', '/api/cupons', { token, body: {} })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('com eles, falhas e atrasos injetados valem para as próximas chamadas', async () => {
    await api.server.call('POST', '/__mock/fail', { body: { method: 'POST', path: '/api/cupons', status: 503, message: 'Fora do ar.' } });
    // Armed until a call meets it (a test reads this to know its call reached the server).
    expect((await api.server.call('GET', '/__mock/armed')).body).toEqual({ failures: 1, delays: 0 });
    expect(await api.post('/api/cupons', {})).toMatchObject({ status: 503, body: { message: 'Fora do ar.' } });
    expect((await api.server.call('GET', '/__mock/armed')).body).toEqual({ failures: 0, delays: 0 });
    expect((await api.post('/api/cupons', {})).status).toBe(200);
    await api.server.call('POST', '/__mock/delay', { body: { path: '/api/cupons*', ms: 150 } });
    const started = Date.now();
    await api.post('/api/cupons', {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('as falhas simulam também corpos crus, JSON de formato errado, cabeçalhos e conexão caída', async () => {
    const fail = (body: Record<string, unknown>) => api.server.call('POST', '/__mock/fail', { body: { method: 'POST', path: '/api/cupons', ...body } });
    await fail({ status: 502, body: '<html><h1>Bad Gateway</h1></html>' });
    const html = await api.post('/api/cupons', {});
    expect(html.status).toBe(502);
    expect(html.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(html.body).toBe('<html><h1>Bad Gateway</h1></html>');
    await fail({ status: 200, json: ['formato', 'errado'] });
    expect(await api.post('/api/cupons', {})).toMatchObject({ status: 200, body: ['formato', 'errado'] });
    await fail({ status: 429, message: 'Calma.', headers: { 'Retry-After': '3' } });
    const limited = await api.post('/api/cupons', {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('3');
    await fail({ drop: true });
    await expect(api.post('/api/cupons', {})).rejects.toThrow();
    // A 2xx only with a body of its own; never below 200.
    expect((await fail({ status: 200 })).status).toBe(400);
    expect((await fail({ status: 100, json: {} })).status).toBe(400);
    expect((await api.post('/api/cupons', {})).status).toBe(200);
  });
});
