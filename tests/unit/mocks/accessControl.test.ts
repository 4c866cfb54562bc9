// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { GROUP_RULES } from '../../../mocks/seed/permissionCatalog';
import { STAFF_USER_COUNT } from '../../../mocks/seed/staffUsers';
import { DEMO_USERS } from '../../../mocks/users';
import { useMockApi } from './mockServer';


/** The key catalogue as the app defines it. */
const catalogue = (JSON.parse(readFileSync(join(process.cwd(), 'permissions.json'), 'utf8')) as {
  permissions: Array<{ key: string; label: string; area: string; kind: 'screen' | 'button' }>;
}).permissions;

const api = useMockApi({ user: 'admin' });
const { post, get } = api;

describe('usuários', () => {
  it('seeds the staff: the demo users first with the group that explains their roles, then coupon staff and teachers', async () => {
    const answer = await post('/api/usuarios', { QTDPorPagina: 100 });
    expect(answer.body.totalUsuarios).toBe(STAFF_USER_COUNT);
    const users = answer.body.usuarios as Array<Record<string, any>>;
    expect(users.slice(0, 4).map((user) => [user.Email, `${user.Nome} ${user.SobreNome}`, user.Papeis.map((p: { Nome: string }) => p.Nome)])).toEqual(
      DEMO_USERS.map((demo) => [demo.email, demo.name, [{ admin: 'Administradores', gestor: 'Gestão', professor: 'Professores', suporte: 'Suporte' }[demo.key]]]),
    );
    expect(users.slice(4, 7).map((user) => `${user.Nome} ${user.SobreNome}`)).toEqual(['Rafael Nogueira', 'Patrícia Mendes Tavares', 'Bruno Siqueira']);
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual([
        'CPF', 'Email', 'ImagemPerfil', 'MostrarUsuario', 'Nome', 'Papeis', 'Permissoes', 'RoyaltiesAtivo', 'SobreNome', 'Telefone',
        'UsuarioAtivo', 'UsuarioID', 'Video',
      ]);
      expect(isValidCpf(user.CPF)).toBe(true);
      expect(user.Telefone).toMatch(/^\d{2}9\d{8}$/);
      expect(user.Papeis.length).toBeGreaterThan(0);
    }
    expect(new Set(users.map((user) => user.Email)).size).toBe(users.length);
    const teachers = users.filter((user) => user.Papeis.some((p: { Nome: string }) => p.Nome === 'Professores'));
    expect(teachers.length).toBe(14);
    expect(teachers.every((user) => user.RoyaltiesAtivo && user.MostrarUsuario && user.ImagemPerfil?.url.startsWith('https://'))).toBe(true);
  });

  it('filters by name, e-mail and situation', async () => {
    const byName = await post('/api/usuarios', { Nome: 'ribeiro' });
    expect(byName.body.usuarios.map((user: { UsuarioID: number }) => user.UsuarioID)).toContain(1);
    const byEmail = await post('/api/usuarios', { Email: 'suporte@' });
    expect(byEmail.body.usuarios.map((user: { UsuarioID: number }) => user.UsuarioID)).toEqual([4]);
    const inactive = await post('/api/usuarios', { UsuarioAtivo: false, QTDPorPagina: 100 });
    expect(inactive.body.totalUsuarios).toBeGreaterThan(0);
    expect(inactive.body.usuarios.every((user: { UsuarioAtivo: boolean }) => !user.UsuarioAtivo)).toBe(true);
  });

  it('creates, updates and removes a user; roles and keys are checked against the groups and the catalogue', async () => {
    const created = await post('/api/usuarios/save', {
      Nome: 'Lívia', SobreNome: 'Castro', Email: 'livia.castro@exemplo.com.br', CPF: '529.982.247-25', Telefone: '(11) 91234-5678',
      Papeis: [{ PapeisID: 4, Nome: 'ignorado' }, 5], Permissoes: ['Pedidos', 'Cupons'],
    });
    expect(created.status).toBe(200);
    expect(created.body.usuario).toMatchObject({
      UsuarioID: STAFF_USER_COUNT + 1, CPF: '52998224725', Telefone: '11912345678', UsuarioAtivo: true, MostrarUsuario: false,
      RoyaltiesAtivo: false, Papeis: [{ PapeisID: 4, Nome: 'Suporte' }, { PapeisID: 5, Nome: 'CX: consulta' }],
      Permissoes: catalogue.map((entry) => entry.key).filter((key) => key === 'Pedidos' || key === 'Cupons'),
    });
    const id = created.body.usuario.UsuarioID;
    const updated = await post('/api/usuarios/save', { UsuarioID: String(id), UsuarioAtivo: false, Papeis: [] });
    expect(updated.body.usuario).toMatchObject({ UsuarioID: id, Nome: 'Lívia', UsuarioAtivo: false, Papeis: [] });
    expect((await get(`/api/usuarios/usuario?UsuarioID=${id}`)).body.usuario.UsuarioAtivo).toBe(false);
    const bare = await post('/api/usuarios/save', { Nome: 'Caio', SobreNome: 'Prates', Email: 'caio.prates@exemplo.com.br' });
    expect(bare.body.usuario).not.toHaveProperty('CPF');
    expect(bare.body.usuario).not.toHaveProperty('Video');
    expect((await post('/api/usuarios', { Email: 'caio.prates' })).body.usuarios[0]).toMatchObject({ CPF: '', Video: '' });
    expect((await post('/api/usuarios/remove-usuario', { UsuarioID: id })).body).toEqual({ UsuarioID: id });
    expect((await get(`/api/usuarios/usuario?UsuarioID=${id}`)).status).toBe(404);
  });

  it('refuses invalid users and removing oneself, with pt-BR messages', async () => {
    const valid = { Nome: 'Lívia', SobreNome: 'Castro', Email: 'livia.castro@exemplo.com.br' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, Nome: ' ' }, 'Informe o nome.'],
      [{ ...valid, SobreNome: undefined }, 'Informe o sobrenome.'],
      [{ ...valid, Email: 'livia' }, 'Preencha um email válido'],
      [{ ...valid, Email: 'GESTOR@exemplo.com.br' }, 'O e-mail GESTOR@exemplo.com.br já é usado por outro usuário.'],
      [{ ...valid, CPF: '529.982.247-24' }, 'CPF inválido'],
      [{ ...valid, Telefone: '1234' }, 'Telefone inválido: use DDD e número, com 10 ou 11 dígitos.'],
      [{ ...valid, Papeis: [{ PapeisID: 999 }] }, 'Grupo de permissões não encontrado: 999.'],
      [{ ...valid, Permissoes: ['NaoExiste'] }, 'Chave de acesso desconhecida: NaoExiste.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/api/usuarios/save', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message });
    }
    const cpfOfUser2 = (await get('/api/usuarios/usuario?UsuarioID=2')).body.usuario.CPF;
    expect((await post('/api/usuarios/save', { ...valid, CPF: cpfOfUser2 })).body).toEqual({ message: 'Este CPF já é usado por outro usuário.' });
    expect((await post('/api/usuarios/remove-usuario', { UsuarioID: 1 })).body).toEqual({ message: 'Você não pode remover o seu próprio usuário.' });
  });

  it('lists the groups as role options, by name', async () => {
    const roles = (await get('/api/usuarios/papeis')).body.papeis as Array<{ PapeisID: number; Nome: string }>;
    expect(roles).toHaveLength(GROUP_RULES.length);
    expect(roles.map((role) => role.Nome)).toEqual([...roles.map((role) => role.Nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('permissões e lista de permissões', () => {
  it('lists the whole key catalogue of permissions.json, filtered and sorted, without paging', async () => {
    const all = await get('/api/lista-permissoes');
    expect(all.body.totalListaPermissoes).toBe(catalogue.length);
    expect(all.body.listaPermissoes[0]).toEqual({
      Chave: catalogue[0].key, Nome: catalogue[0].label, Area: catalogue[0].area, Tipo: catalogue[0].kind === 'screen' ? 'Tela' : 'Botão',
      Rotulo: `${catalogue[0].label} (${catalogue[0].key})`,
    });
    const cxButtons = await get(`/api/lista-permissoes?Area=CX&Tipo=${encodeURIComponent('Botão')}&OrdenarPor=Chave&Ordem=desc`);
    const expected = catalogue.filter((entry) => entry.area === 'CX' && entry.kind === 'button').map((entry) => entry.key)
      .sort((a, b) => b.localeCompare(a, 'pt-BR'));
    expect(cxButtons.body.listaPermissoes.map((row: { Chave: string }) => row.Chave)).toEqual(expected);
    const search = await get('/api/lista-permissoes?Chave=liberacao');
    expect(search.body.listaPermissoes.map((row: { Chave: string }) => row.Chave)).toEqual(['LiberacaoManual', 'LiberacaoManual.new', 'LiberacaoManual.delete']);
  });

  it('seeds one permission per key with the method its kind implies, and filters by key and method', async () => {
    const all = await post('/api/permissoes', { QTDPorPagina: 1000 });
    expect(all.body.totalPermissoes).toBe(catalogue.length);
    const byName = new Map((all.body.permissoes as Array<{ Nome: string; Metodo: string; Desc: string }>).map((row) => [row.Nome, row]));
    expect(byName.get('Cupons')).toMatchObject({ Metodo: 'GET', Desc: 'Consultar: Cupons' });
    expect(byName.get('Cupons.new')).toMatchObject({ Metodo: 'POST' });
    expect(byName.get('Cupons.edit')).toMatchObject({ Metodo: 'PUT' });
    expect(byName.get('Cupons.delete')).toMatchObject({ Metodo: 'DELETE', Desc: 'Remover: Cupons: remover' });
    const deletes = await post('/api/permissoes', { Metodo: 'delete', Nome: 'cupons', QTDPorPagina: 100 });
    expect(deletes.body.permissoes.map((row: { Nome: string }) => row.Nome)).toEqual(['Cupons.delete']);
  });

  it('creates, updates and removes a permission; a key and method pair is unique', async () => {
    const created = await post('/api/permissoes/save', { Nome: 'Cupons', Metodo: 'post', Desc: 'Exportar cupons' });
    expect(created.body.permissao).toEqual({ PermissaoID: catalogue.length + 1, Nome: 'Cupons', Metodo: 'POST', Desc: 'Exportar cupons' });
    const id = created.body.permissao.PermissaoID;
    expect((await post('/api/permissoes/save', { Nome: 'Cupons', Metodo: 'GET' })).body).toEqual({ message: 'Já existe a permissão Cupons com o método GET.' });
    expect((await post('/api/permissoes/save', { PermissaoID: id, Desc: 'Exportar cupons em CSV' })).body.permissao.Desc).toBe('Exportar cupons em CSV');
    expect((await get(`/api/permissoes/permissao?PermissaoID=${id}`)).body.permissao.Metodo).toBe('POST');
    expect((await post('/api/permissoes/remove-permissao', { PermissaoID: id })).body).toEqual({ PermissaoID: id });
    expect((await get(`/api/permissoes/permissao?PermissaoID=${id}`)).body).toEqual({ message: 'Permissão não encontrada.' });
    expect((await post('/api/permissoes/save', { Metodo: 'GET' })).body).toEqual({ message: 'Informe a chave da permissão.' });
    expect((await post('/api/permissoes/save', { Nome: 'Cupons', Metodo: 'PATCH' })).body).toEqual({ message: 'Escolha o método HTTP: GET, PUT, POST ou DELETE.' });
    expect((await post('/api/permissoes/save', { Nome: 'Outra', Metodo: 'GET' })).body).toEqual({ message: 'Chave de acesso desconhecida: Outra.' });
  });
});

describe('grupos de permissões', () => {
  it('seeds the groups; the demo users\' groups hold exactly their roles that are catalogue keys', async () => {
    const groups = (await post('/api/grupos-permissao', { QTDPorPagina: 100 })).body.gruposPermissao as Array<{ Nome: string; ChavesDeAcesso: string[] }>;
    expect(groups.map((group) => group.Nome)).toEqual(GROUP_RULES.map((rule) => rule.name));
    const keys = new Set(catalogue.map((entry) => entry.key));
    expect(groups[0].ChavesDeAcesso).toEqual(catalogue.map((entry) => entry.key));
    for (const [index, key] of (['gestor', 'professor', 'suporte'] as const).entries()) {
      const roles = DEMO_USERS.find((user) => user.key === key)!.roles.filter((role) => keys.has(role));
      expect([...groups[index + 1].ChavesDeAcesso].sort()).toEqual([...roles].sort());
    }
    for (const group of groups) expect(group.ChavesDeAcesso.length).toBeGreaterThan(0);
  });

  it('filters by name and by a key the group holds', async () => {
    const byKey = await post('/api/grupos-permissao', { Chave: 'LiberacaoManual.delete', QTDPorPagina: 100 });
    expect(byKey.body.gruposPermissao.map((group: { Nome: string }) => group.Nome).sort()).toEqual(['Administradores', 'Atendimento nível 2', 'CX: edição']);
    const byName = await post('/api/grupos-permissao', { Nome: 'consulta', QTDPorPagina: 100 });
    const expected = GROUP_RULES.filter((rule) => `${rule.name} ${rule.desc}`.toLowerCase().includes('consulta')).length;
    expect(expected).toBeGreaterThanOrEqual(6);
    expect(byName.body.totalGruposPermissao).toBe(expected);
  });

  it('opens a group, or a copy of it to save as a new group', async () => {
    const group = (await get('/api/permissoes/grupo-permissao?GrupoPermissaoID=3')).body.grupoPermissao;
    expect(group).toMatchObject({ GrupoPermissaoID: 3, Nome: 'Professores', ChavesDeAcesso: ['MyRoyalties', 'ChatApp'] });
    const copy = (await get('/api/permissoes/grupo-permissao?GrupoPermissaoID=3&copia=true')).body.grupoPermissao;
    expect(copy).toEqual({ Nome: 'Cópia de Professores', Desc: group.Desc, ChavesDeAcesso: group.ChavesDeAcesso });
    const saved = await post('/api/grupo-permissao/save', copy);
    expect(saved.body.grupoPermissao.GrupoPermissaoID).toBe(GROUP_RULES.length + 1);
    expect((await get('/api/permissoes/grupo-permissao?GrupoPermissaoID=3')).body.grupoPermissao.Nome).toBe('Professores');
  });

  it('saves keys in catalogue order; a renamed group shows its new name in the users\' roles', async () => {
    const saved = await post('/api/grupo-permissao/save', { GrupoPermissaoID: 4, Nome: 'Suporte N1', ChavesDeAcesso: ['ChatApp', 'Recados', 'ChatApp'] });
    expect(saved.body.grupoPermissao).toMatchObject({ GrupoPermissaoID: 4, Nome: 'Suporte N1', ChavesDeAcesso: ['Recados', 'ChatApp'] });
    expect((await get('/api/usuarios/usuario?UsuarioID=4')).body.usuario.Papeis).toEqual([{ PapeisID: 4, Nome: 'Suporte N1' }]);
  });

  it('refuses invalid groups and the removal of a group in use', async () => {
    expect((await post('/api/grupo-permissao/save', { ChavesDeAcesso: ['Cupons'] })).body).toEqual({ message: 'Informe o nome do grupo.' });
    expect((await post('/api/grupo-permissao/save', { Nome: 'gestao', ChavesDeAcesso: ['Cupons'] })).body).toEqual({ message: 'Já existe um grupo chamado gestao.' });
    expect((await post('/api/grupo-permissao/save', { Nome: 'Novo', ChavesDeAcesso: [] })).body).toEqual({ message: 'Escolha ao menos uma chave de acesso.' });
    expect((await post('/api/grupo-permissao/save', { Nome: 'Novo', ChavesDeAcesso: ['Xyz'] })).body).toEqual({ message: 'Chave de acesso desconhecida: Xyz.' });
    const inUse = await post('/api/grupo-permissao/remove-grupo', { GrupoPermissaoID: 1 });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: 'O grupo Administradores está em uso por 1 usuário. Tire-o dos usuários antes de removê-lo.' });
    const users = (await post('/api/usuarios', { QTDPorPagina: 100 })).body.usuarios as Array<{ Papeis: Array<{ PapeisID: number }> }>;
    const unused = GROUP_RULES.findIndex((_rule, index) => !users.some((user) => user.Papeis.some((papel) => papel.PapeisID === index + 1))) + 1;
    expect(unused).toBeGreaterThan(0);
    expect((await post('/api/grupo-permissao/remove-grupo', { GrupoPermissaoID: unused })).body).toEqual({ GrupoPermissaoID: unused });
    expect((await get(`/api/permissoes/grupo-permissao?GrupoPermissaoID=${unused}`)).status).toBe(404);
  });
});
