// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateHierarchy, slugify } from '../../../mocks/seed/hierarchy';
import { useMockApi } from './mockServer';

const clock = new Date('2026-06-20T10:00:00-03:00');

const api = useMockApi({ user: 'admin', now: clock });
const { post, get } = api;

async function childrenOf(parentId?: number) {
  const answer = await get(`/api/hierarquia${parentId === undefined ? '' : `?parentId=${parentId}`}`);
  expect(answer.status).toBe(200);
  return answer.body.nodes as Array<Record<string, any>>;
}

async function nodeByPath(...names: string[]) {
  let parentId: number | undefined;
  let node: Record<string, any> | undefined;
  for (const name of names) {
    node = (await childrenOf(parentId)).find((item) => item.name === name);
    expect(node, name).toBeDefined();
    parentId = node!._id;
  }
  return node!;
}

describe('hierarchy seed', () => {
  it('has five levels, ids in walk order, unique slugs among siblings', () => {
    const nodes = generateHierarchy();
    expect(nodes.length).toBeGreaterThan(150);
    expect(nodes.map((node) => node._id)).toEqual(nodes.map((_node, index) => index + 1));
    expect(Math.max(...nodes.map((node) => node.level))).toBe(5);
    const keys = nodes.map((node) => `${node.parentId}/${node.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const node of nodes) {
      if (node.parentId !== null) expect(nodes[node.parentId - 1].level).toBe(node.level - 1);
    }
  });

  it('slugify keeps letters and digits only', () => {
    expect(slugify('Lei 8.112/1990')).toBe('lei-8-112-1990');
    expect(slugify('Direitos e Garantias Fundamentais')).toBe('direitos-e-garantias-fundamentais');
    expect(slugify('  Concordância  verbal ')).toBe('concordancia-verbal');
  });
});

describe('GET /api/hierarquia', () => {
  it('lists the disciplines sorted by name, with level, counts and path', async () => {
    const roots = await childrenOf();
    expect(roots.map((node) => node.name)).toEqual([
      'Contabilidade', 'Direito Administrativo', 'Direito Constitucional', 'Direito Penal', 'Direito Tributário',
      'Informática', 'Português', 'Raciocínio Lógico',
    ]);
    const constitutional = roots.find((node) => node.name === 'Direito Constitucional')!;
    expect(constitutional).toMatchObject({
      level: 1, levelName: 'Disciplina', parentId: null, slug: 'direito-constitucional', aliases: ['Constitucional'],
      pathNames: ['Direito Constitucional'], pathSlugs: ['direito-constitucional'],
    });
    expect(constitutional.childCount).toBe(5);
  });

  it('lists the children of a node, down to the microtopic', async () => {
    const micro = await nodeByPath('Direito Constitucional', 'Direitos e Garantias Fundamentais', 'Remédios constitucionais', 'Mandado de segurança', 'Mandado de segurança coletivo');
    expect(micro).toMatchObject({ level: 5, levelName: 'Microtópico', childCount: 0, questionCount: 1 });
    expect(micro.pathSlugs).toEqual(['direito-constitucional', 'direitos-e-garantias-fundamentais', 'remedios-constitucionais', 'mandado-de-seguranca', 'mandado-de-seguranca-coletivo']);
  });

  it('answers 404 for an unknown parent', async () => {
    const answer = await get('/api/hierarquia?parentId=9999');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('O item pai não foi encontrado.');
  });

  it('needs a bearer token', async () => {
    expect((await api.server.call('GET', '/api/hierarquia')).status).toBe(401);
  });
});

describe('GET /api/hierarquia/busca', () => {
  it('finds by name or alias, ignoring accents, and filters by level', async () => {
    const byAlias = (await get('/api/hierarquia/busca?busca=adpf')).body.nodes as Array<Record<string, any>>;
    expect(byAlias.map((node) => node.name)).toEqual(['Arguição de descumprimento de preceito fundamental']);
    const accents = (await get('/api/hierarquia/busca?busca=concordancia')).body.nodes as Array<Record<string, any>>;
    expect(accents.map((node) => node.name)).toEqual(['Concordância', 'Concordância nominal', 'Concordância verbal']);
    const assuntos = (await get('/api/hierarquia/busca?level=2&busca=')).body;
    expect(assuntos.nodes.every((node: { level: number }) => node.level === 2)).toBe(true);
    expect(assuntos.totalNodes).toBeGreaterThan(30);
  });
});

describe('writes', () => {
  it('creates a child with the next level, refuses a duplicate name and a sixth level', async () => {
    const sintaxe = await nodeByPath('Português', 'Sintaxe');
    const created = await post('/api/hierarquia/save', { name: 'Vozes verbais', parentId: sintaxe._id });
    expect(created.status).toBe(200);
    expect(created.body.node).toMatchObject({ name: 'Vozes verbais', slug: 'vozes-verbais', level: 3, levelName: 'Tópico', parentId: sintaxe._id, aliases: [] });
    expect((await childrenOf(sintaxe._id)).map((node) => node.name)).toContain('Vozes verbais');

    const duplicate = await post('/api/hierarquia/save', { name: 'vozes   VERBAIS', parentId: sintaxe._id });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('Já existe “vozes VERBAIS” neste nível.');

    const micro = await nodeByPath('Informática', 'Editores de planilhas', 'Microsoft Excel', 'Fórmulas e funções', 'PROCV');
    const tooDeep = await post('/api/hierarquia/save', { name: 'PROCX', parentId: micro._id });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toMatch(/último nível/);

    const blank = await post('/api/hierarquia/save', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Informe o nome do item.');
  });

  it('creates a discipline without parent and renames it (new slug)', async () => {
    const created = (await post('/api/hierarquia/save', { name: 'Arquivologia' })).body.node;
    expect(created).toMatchObject({ level: 1, parentId: null });
    const renamed = await post('/api/hierarquia/save', { _id: created._id, name: 'Arquivologia e Gestão Documental' });
    expect(renamed.body.node).toMatchObject({ _id: created._id, slug: 'arquivologia-e-gestao-documental', editedAt: clock.toISOString() });
  });

  it('moves a node to another parent of the right level only', async () => {
    const pregao = await nodeByPath('Direito Administrativo', 'Licitações e contratos', 'Modalidades de licitação', 'Pregão');
    const contratacao = await nodeByPath('Direito Administrativo', 'Licitações e contratos', 'Contratação direta');
    const moved = await post('/api/hierarquia/move', { _id: pregao._id, parentId: contratacao._id });
    expect(moved.status).toBe(200);
    expect(moved.body.node.pathNames).toEqual(['Direito Administrativo', 'Licitações e contratos', 'Contratação direta', 'Pregão']);

    const wrongLevel = await post('/api/hierarquia/move', { _id: pregao._id, parentId: (await nodeByPath('Português'))._id });
    expect(wrongLevel.status).toBe(400);
    expect(wrongLevel.body.message).toBe('Escolha um(a) Tópico como novo item pai.');

    const root = await post('/api/hierarquia/move', { _id: (await nodeByPath('Português'))._id, parentId: contratacao._id });
    expect(root.body.message).toMatch(/disciplina não pode ser movida/);
  });

  it('removes a leaf, refuses a node with children or classified questions', async () => {
    const sintaxe = await nodeByPath('Português', 'Sintaxe');
    const refused = await post('/api/hierarquia/remove', { _id: sintaxe._id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Não é possível remover “Sintaxe”: há 6 itens abaixo dele. Remova ou mova esses itens antes.');

    const crase = await nodeByPath('Português', 'Sintaxe', 'Crase');
    const classified = await post('/api/hierarquia/remove', { _id: crase._id });
    expect(classified.body.message).toBe('Não é possível remover “Crase”: 1 questão está classificada nele.');

    const regencia = await nodeByPath('Português', 'Sintaxe', 'Regência');
    expect((await post('/api/hierarquia/remove', { _id: regencia._id })).body).toEqual({ _id: regencia._id });
    expect((await childrenOf(sintaxe._id)).map((node) => node.name)).not.toContain('Regência');
    expect((await post('/api/hierarquia/remove', { _id: regencia._id })).status).toBe(404);
  });

  it('replaces the aliases, dropping blanks and repeats', async () => {
    const crase = await nodeByPath('Português', 'Sintaxe', 'Crase');
    const saved = await post('/api/hierarquia/alias', { _id: crase._id, aliases: ['Acento grave', ' ', 'acento  grave', 'Fusão da preposição a'] });
    expect(saved.body.node.aliases).toEqual(['Acento grave', 'Fusão da preposição a']);
    const found = (await get('/api/hierarquia/busca?busca=acento grave')).body.nodes;
    expect(found.map((node: { name: string }) => node.name)).toEqual(['Crase']);
    expect((await post('/api/hierarquia/alias', { _id: crase._id, aliases: 'x' })).status).toBe(400);
  });
});
