// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../../mocks/users';
import { startMockServer, type MockServer } from './mockServer';

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.call('POST', '/__mock/reset');
});

describe('meu perfil', () => {
  it("answers the signed-in user's own profile, whatever ID the screen sends", async () => {
    const token = await server.login('professor');
    const answer = await server.call('GET', '/api/perfil?ID=1', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.perfil).toMatchObject({
      ID: 3, Nome: 'Carlos Eduardo', Sobrenome: 'Menezes', Email: 'professor@exemplo.com.br',
      EmailDuvidas: 'duvidas.carloseduardomenezes@exemplo.com.br', LinkInstagram: 'https://www.instagram.com/prof.carloseduardomenezes',
    });
    expect(answer.body.perfil.Sobre).toContain('Legislação de Trânsito');
    expect(answer.body.perfil.Telefone).toMatch(/^\d{11}$/);
    expect((await server.call('GET', '/api/perfil')).status).toBe(401);
  });

  it('saves the profile: the name reaches the sign-in user and the users screen; the e-mail is not changed', async () => {
    const token = await server.login('suporte');
    const saved = await server.call('POST', '/api/perfil/save', {
      token,
      body: {
        Nome: 'Juliana', Sobrenome: 'Costa Lima Prado', Email: 'outro@exemplo.com.br', Telefone: '(21) 99876-5432',
        LinkInstagram: 'https://www.instagram.com/juliana.cx', Sobre: '<p>Atendimento ao aluno.</p>', ImagemPerfil: 'https://cdn.exemplo.com.br/j.jpg',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.perfil).toMatchObject({
      ID: 4, Nome: 'Juliana', Sobrenome: 'Costa Lima Prado', Email: 'suporte@exemplo.com.br', Telefone: '21998765432',
      LinkInstagram: 'https://www.instagram.com/juliana.cx', Sobre: '<p>Atendimento ao aluno.</p>', ImagemPerfil: 'https://cdn.exemplo.com.br/j.jpg',
    });
    expect((await server.call('GET', '/api/perfil', { token })).body.perfil).toEqual(saved.body.perfil);
    const me = (await server.call('GET', '/admin/user', { token })).body;
    expect(me).toMatchObject({ name: 'Juliana Costa Lima Prado', email: 'suporte@exemplo.com.br', data: { displayName: 'Juliana Costa Lima Prado', photoURL: 'https://cdn.exemplo.com.br/j.jpg' } });
    const admin = await server.login('admin');
    const staff = (await server.call('GET', '/api/usuarios/usuario?UsuarioID=4', { token: admin })).body.usuario;
    expect(staff).toMatchObject({ Nome: 'Juliana', SobreNome: 'Costa Lima Prado', Telefone: '21998765432', ImagemPerfil: { url: 'https://cdn.exemplo.com.br/j.jpg' } });
  });

  it('keeps the whole profile in the user data of a user with no back-office record', async () => {
    const registered = await server.call('POST', '/api/auth/register', { body: { displayName: 'Rita Moura', email: 'rita@exemplo.com.br', password: 'Senha123' } });
    const token = registered.body.access_token as string;
    // Empty optional fields are left out, so a form that loads them does not fail their formats.
    expect((await server.call('GET', '/api/perfil', { token })).body.perfil).toEqual({ ID: 5, Nome: 'Rita', Sobrenome: 'Moura', Email: 'rita@exemplo.com.br' });
    await server.call('POST', '/api/perfil/save', { token, body: { Nome: 'Rita', Sobrenome: 'de Moura', Telefone: '11912345678' } });
    expect((await server.call('GET', '/api/perfil', { token })).body.perfil).toMatchObject({ Sobrenome: 'de Moura', Telefone: '11912345678' });
  });

  it('refuses an invalid profile with pt-BR messages', async () => {
    const token = await server.login('gestor');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Nome: '' }, 'Informe o nome.'],
      [{ Sobrenome: ' ' }, 'Informe o sobrenome.'],
      [{ Telefone: '123' }, 'Telefone inválido: use DDD e número, com 10 ou 11 dígitos.'],
      [{ EmailDuvidas: 'duvidas' }, 'Preencha um email válido'],
      [{ LinkFacebook: 'http://facebook.com/x' }, 'Facebook: use um endereço que comece com https://.'],
      [{ Video: 'javascript:alert(1)' }, 'Vídeo: use um endereço que comece com https://.'],
    ];
    for (const [body, message] of cases) {
      const answer = await server.call('POST', '/api/perfil/save', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });
});

describe('alterar senha', () => {
  it('checks the current password and the rule; then only the new password signs in', async () => {
    const user = demoUser('gestor');
    const token = await server.login('gestor');
    const change = (body: Record<string, unknown>) => server.call('POST', '/admin/user/alterar-senha', { token, body });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ novaSenha: 'Nova1234' }, 'Informe a senha atual.'],
      [{ senhaAtual: 'errada', novaSenha: 'Nova1234' }, 'A senha atual está incorreta.'],
      [{ senhaAtual: user.password, novaSenha: 'fraca' }, 'A senha precisa ter 1 caracter maiúsculo, 1 minúsculo e 1 digito. Com no mínimo 8 caracteres.'],
      [{ senhaAtual: user.password, novaSenha: 'Nova1234', confirmacaoSenha: 'Nova1235' }, 'As senhas não são iguais'],
      [{ senhaAtual: user.password, novaSenha: user.password }, 'A nova senha precisa ser diferente da senha atual.'],
    ];
    for (const [body, message] of cases) {
      const answer = await change(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    const ok = await change({ senhaAtual: user.password, novaSenha: 'Nova1234', confirmacaoSenha: 'Nova1234' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Senha alterada com sucesso!' });
    const signIn = (password: string) => server.call('POST', '/admin/auth/autenticar', { body: { email: user.email, password } });
    expect((await signIn(user.password)).status).toBe(400);
    expect((await signIn('Nova1234')).status).toBe(200);
    await server.call('POST', '/__mock/reset');
    expect((await signIn(user.password)).status).toBe(200);
  });
});
