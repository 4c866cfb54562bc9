// @vitest-environment node
/**
 * Who may call what: the endpoint → key table is generated from the declarations and kept in mocks/CHAVES.md; no
 * screen calls an endpoint its own keys would refuse; and every demo user, on every endpoint, gets 403 exactly where
 * its roles lack the key (a generated matrix against the mock server).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceUses } from '../../../engine/core/definition/resolve';
import type { CallSpec, RuntimeScreen } from '../../../engine/core/definition/runtime';
import { allows, keyTable, keyTableMarkdown, needOf } from '../../../mocks/core/access';
import type { Ctx, Need, Route } from '../../../mocks/core/router';
import { DEMO_USERS } from '../../../mocks/users';
import { startMockServer, type MockServer } from './mockServer';
import { loadDefinitions } from './probes';
import type { Row } from '../../../mocks/core/db';

const definitions = loadDefinitions();
let server: MockServer;
const routes = () => server.api.router.routes;
const allKeysRole = definitions.app.allKeysRole;

beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

/** One call a screen makes, with the keys of the user who makes it (screen key plus the button's). */
interface ScreenCall {
  call: CallSpec;
  keys: unknown[];
  variant?: 'create' | 'update';
  what: string;
}

function isCall(value: unknown): value is { call: string } {
  return !!value && typeof value === 'object' && typeof (value as { call?: unknown }).call === 'string';
}

/** Every call of a screen: its resource's, its actions', its selects' resources', its settings'. */
function screenCalls(screen: RuntimeScreen): ScreenCall[] {
  const out: ScreenCall[] = [];
  const base = screen.permission;
  const add = (call: CallSpec | undefined, what: string, ...keys: unknown[]) => call && out.push({ call, keys: [base, ...keys], what });
  const actions = [
    ...('actions' in screen ? screen.actions : []), ...('rowActions' in screen ? screen.rowActions : []),
    ...(screen.kind === 'detail' ? screen.sections.flatMap((section) => ('rowActions' in section ? section.rowActions : [])) : []),
    ...(screen.kind === 'form' && screen.remove ? [screen.remove] : []),
  ];
  const inActions = new Set<string>();
  for (const action of actions) {
    if (action.kind === 'link') continue;
    const variant = action.kind === 'form' ? (action.prefill ? 'update' : 'create') : undefined;
    out.push({ call: action.call, keys: [base, action.permission], variant, what: `ação "${action.label}"` });
    // A dialog's selects load their options when the dialog opens: with the button's key.
    for (const { id } of resourceUses(action)) {
      inActions.add(id);
      add(screen.resources[id]?.options, `opções de ${id} (diálogo "${action.label}")`, action.permission);
    }
  }
  if (screen.kind === 'list') add(screen.source, 'lista');
  if (screen.kind === 'detail') add(screen.load, 'leitura');
  if (screen.kind === 'dashboard') for (const [name, call] of Object.entries(screen.sources)) add(call, `fonte ${name}`);
  if (screen.kind === 'form') {
    add(screen.load, 'leitura');
    const editable = screen.singleton || screen.routes.some((route) => route.includes(`:${screen.idParam}`));
    if (!screen.singleton) out.push({ call: screen.save, keys: [base, screen.permissions.new], variant: 'create', what: 'salvar (novo)' });
    if (editable) out.push({ call: screen.save, keys: [base, screen.permissions.edit], variant: 'update', what: 'salvar (edição)' });
  }
  const own = 'resource' in screen ? screen.resource : undefined;
  for (const [id, resource] of Object.entries(screen.resources)) {
    if (id === own || inActions.has(id) || screen.kind === 'custom') continue;
    add(resource.options, `opções de ${id}`);
  }
  if (screen.kind === 'custom') {
    const settings = screen.settings as Row;
    const permissions: Record<string, string | undefined> = settings.permissions ?? {};
    const visit = (node: unknown, name: string, sibling?: string) => {
      if (Array.isArray(node)) return node.forEach((item) => visit(item, name, sibling));
      if (!node || typeof node !== 'object') return;
      if (isCall(node)) {
        const [method, endpoint] = node.call.split(' ');
        const call = { method, endpoint } as CallSpec;
        if (name === 'save' && !sibling) {
          out.push({ call, keys: [base, permissions.new], variant: 'create', what: 'salvar (novo)' });
          out.push({ call, keys: [base, permissions.edit], variant: 'update', what: 'salvar (edição)' });
        } else add(call, `configuração ${name}`, sibling ?? permissions[name]);
        return;
      }
      const record = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) visit(value, key, typeof record.permission === 'string' ? record.permission : sibling);
    };
    visit(settings, '');
    // The resources a custom screen edits through its settings (the hierarchy browser's nodes).
    for (const [id, resource] of Object.entries(screen.resources)) {
      add(resource.options, `opções de ${id}`);
      if (settings.mode === 'browse' && settings.resource === id) {
        if (resource.save) out.push({ call: resource.save, keys: [base, permissions.create], variant: 'create', what: 'criar item' });
        if (resource.save) out.push({ call: resource.save, keys: [base, permissions.rename], variant: 'update', what: 'renomear item' });
        add(resource.remove, 'remover item', permissions.delete);
      }
    }
  }
  return out;
}

/** Calls a screen makes that its keys would not allow, by design, with the reason. */
const EXCEPTIONS: Record<string, string> = {
  // "Duplicar" opens an existing group read as a copy (no id): the save that follows always creates.
  'controle-acesso.grupo-novo salvar (edição)': 'a cópia é salva sem id: é sempre uma criação (PermissaoGrupo.new)',
};

function routeOf(call: CallSpec): Route | undefined {
  const match = server.api.router.match(call.method, call.endpoint.replace(/\{[^}]+\}/g, '1'));
  return match && match !== 'method' ? match.route : undefined;
}

function needFor(route: Route, variant?: 'create' | 'update'): Need {
  const need = route.need;
  if (typeof need === 'object' && 'create' in need) return variant === 'update' ? need.update : need.create;
  return need;
}

describe('tabela endpoint → chave', () => {
  it('mocks/CHAVES.md está em dia com as declarações (npm run mock:keys)', () => {
    expect(readFileSync('mocks/CHAVES.md', 'utf8')).toBe(keyTableMarkdown(routes()));
  });

  it('cada rota declara o que precisa; só as de entrada e de controle são públicas', () => {
    const open = routes().filter((route) => route.need === 'public').map((route) => `${route.method} ${route.path}`).filter((call) => !call.includes('/__mock'));
    expect(open.sort()).toEqual(['GET /api/auth', 'POST /admin/auth/autenticar', 'POST /admin/auth/esqueci-senha', 'POST /admin/auth/resetar-senha', 'POST /api/auth/register']);
  });
});

describe('nenhuma tela chama um endpoint que a sua própria chave recusaria', () => {
  const cases = definitions.screens.flatMap((screen) => screenCalls(screen).map((entry) => ({ screen: screen.id, ...entry })));

  it('as telas fazem chamadas', () => expect(cases.length).toBeGreaterThan(200));

  it.each(cases.map((entry) => [`${entry.screen} ${entry.what}: ${entry.call.method} ${entry.call.endpoint}`, entry] as const))('%s', (_, entry) => {
    const route = routeOf(entry.call);
    expect(route, 'rota inexistente').toBeDefined();
    const user = { _id: 'x', name: 'x', email: 'x', profiles: [], roles: entry.keys.filter((key): key is string => typeof key === 'string') };
    const allowed = allows(needFor(route!, entry.variant), user, allKeysRole);
    if (EXCEPTIONS[`${entry.screen} ${entry.what}`]) return;
    expect(allowed, `chaves ${JSON.stringify(user.roles)} x ${JSON.stringify(needFor(route!, entry.variant))}`).toBe(true);
  });
});

describe('matriz: cada usuário em cada endpoint da tabela', () => {
  /** A body that asks for an update: the id field of the resource or rule behind the route. */
  const updateBody = (route: Route): Record<string, unknown> => {
    const resource = [...definitions.resources.values()].find((candidate) => candidate.save?.endpoint === route.path);
    const ids: Record<string, string> = { '/api/hierarquia/save': '_id', '/api/cursos/conteudo-programatico/save': 'CursoID', '/api/curso/save': 'CursoID' };
    return { [ids[route.path] ?? resource?.idField ?? '_id']: 1 };
  };
  /** The table's rows with their routes (the matrix walks the generated table itself). */
  const table = () => keyTable(routes()).map((entry) => ({ entry, route: routes().find((route) => `${route.method} ${route.path}` === entry.call)! }));
  const send = (route: Route, body: Record<string, unknown>, token: string | null) => {
    const path = route.path.replace(/:[^/]+/g, '1');
    return route.method === 'GET'
      ? server.call(route.method, `${path}?${new URLSearchParams(body as Record<string, string>)}`, { token })
      : server.call(route.method, path, { token, body });
  };

  it('a tabela tem uma linha por rota (fora os controles de teste)', () => {
    expect(table().length).toBe(routes().filter((route) => !route.path.startsWith('/__mock')).length);
    expect(table().every(({ route }) => route)).toBe(true);
  });

  it('sem token: 401 em todo endpoint que não é público', async () => {
    const problems: string[] = [];
    for (const { entry, route } of table()) {
      if (route.need === 'public') continue;
      const answer = await send(route, {}, null);
      if (answer.status !== 401) problems.push(`${entry.call}: ${answer.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('com token: 403 exatamente onde falta a chave (usuários de demonstração e uma conta cadastrada, sem chaves)', async () => {
    const register = async () => {
      const registered = await server.call('POST', '/api/auth/register', { body: { displayName: 'Conta Nova', email: 'conta.nova@exemplo.com.br', password: 'Senha123' } });
      expect(registered.status).toBe(200);
      return String(registered.body.access_token);
    };
    const users = [
      ...DEMO_USERS.map((demo) => ({ key: demo.key as string, user: { ...demo, roles: [...demo.roles], profiles: [...demo.profiles] }, login: () => server.login(demo.key) })),
      { key: 'cadastrado', user: { _id: 'x', name: 'x', email: 'x', profiles: [], roles: [] as string[] }, login: register },
    ];
    const problems: string[] = [];
    let allowedCalls = 0;
    const keyed = new Set<string>();
    const refusedSomewhere = new Set<string>();
    for (const { key, user, login } of users) {
      await server.call('POST', '/__mock/reset');
      const token = await login();
      for (const { route } of table()) {
        if (route.need === 'public' || route.path === '/admin/auth/sair') continue;
        const variants: Array<['create' | 'update' | undefined, Record<string, unknown>]> = typeof route.need === 'object' && 'create' in route.need
          ? [['create', {}], ['update', updateBody(route)]] : [[undefined, {}]];
        for (const [variant, body] of variants) {
          // The need the server applies to this very body (a singleton's save is always an update).
          const need = needOf(route, { body, input: body, db: server.api.db } as unknown as Ctx);
          const expected = allows(need, user, allKeysRole);
          const answer = await send(route, body, token);
          const label = `${route.method} ${route.path} ${variant ?? ''}`;
          if (typeof need === 'object') keyed.add(label);
          if (expected) allowedCalls += 1;
          else refusedSomewhere.add(label);
          const refused = answer.status === 403 && /^Acesso negado/.test(String(answer.body?.message));
          if (expected ? answer.status === 403 || answer.status === 401 : !refused) {
            problems.push(`${key} ${route.method} ${route.path} ${variant ?? ''}: esperado ${expected ? 'permitido' : '403'}, veio ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Every keyed endpoint was tried without its key (the registered account has none) and with it (admin).
    expect([...keyed].filter((label) => !refusedSomewhere.has(label))).toEqual([]);
    expect(keyed.size).toBeGreaterThan(150);
    expect(allowedCalls).toBeGreaterThan(300);
  }, 90_000);
});
