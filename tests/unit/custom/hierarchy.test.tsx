import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallSpec } from '../../../engine/core/dataProvider';
import { resolveResource } from '../../../engine/core/definition/resolve';
import type { HierarchyCalls, HierarchyLevel, HierarchySelect } from '../../../engine/core/generated';
import { clearHierarchyCache, nodesOf, pathLabel, toNode } from '../../../engine/fields/hierarchy/hierarchyNodes';
import { selectedNodesOf } from '../../../engine/fields/hierarchy/selectedNodes';
import { useHierarchyBrowser, type HierarchyNavigation } from '../../../engine/fields/hierarchy/useHierarchyBrowser';
import { actionCallsOf, childrenCallOf, type HierarchyActionCalls } from '../../../engine/plugins/hierarchy/hierarchyCalls';
import { useHierarchyActions } from '../../../engine/plugins/hierarchy/useHierarchyActions';
import { useHierarchySelection } from '../../../engine/plugins/hierarchy/useHierarchySelection';
import { routeSlugs } from '../../../engine/plugins/hierarchy/HierarchyBrowseScreen';
import { fakeDataProvider, hasLeaveGuard, wiring } from './harness';

afterEach(() => {
  cleanup();
  clearHierarchyCache();
});

const LEVELS: HierarchyLevel[] = [
  { param: 'disciplina', label: 'Disciplina', plural: 'Disciplinas', newLabel: 'Nova disciplina' },
  { param: 'assunto', label: 'Assunto', plural: 'Assuntos', newLabel: 'Novo assunto' },
  { param: 'topico', label: 'Tópico', plural: 'Tópicos', newLabel: 'Novo tópico' },
];

/** The nodes' resource (screens/resources/hierarchy-node.json): children in `options`, create / rename in `save`, `remove`. */
const NODES = resolveResource({
  id: 'hierarchy-node',
  title: 'item da hierarquia',
  idField: '_id',
  labelField: 'name',
  permission: 'Hierarquia',
  keys: { new: 'Hierarquia.create', edit: 'Hierarquia.create' },
  options: { call: 'GET /api/hierarquia', query: { parentId: '{parentId}' }, rows: 'nodes' },
  save: { call: 'POST /api/hierarquia/save', record: 'node' },
  remove: { call: 'POST /api/hierarquia/remove', body: { _id: '{_id}' } },
});

/** The screen's own calls (`settings.calls`). */
const SETTINGS_CALLS: HierarchyCalls = {
  search: { call: 'GET /api/hierarquia/busca', query: { busca: '{busca}', level: '{level}' }, rows: 'nodes' },
  move: { call: 'POST /api/hierarquia/move', record: 'node' },
  alias: { call: 'POST /api/hierarquia/alias', record: 'node' },
};

const CHILDREN = childrenCallOf(NODES);
const CALLS = actionCallsOf(NODES, SETTINGS_CALLS);

function node(_id: number, name: string, slug: string, parentId: number | null, level: number, pathNames: string[], childCount = 0) {
  return { _id, name, slug, parentId, level, aliases: [], childCount, questionCount: 0, pathNames, pathSlugs: [] };
}

const TREE = [
  node(1, 'Português', 'portugues', null, 1, ['Português'], 1),
  node(2, 'Sintaxe', 'sintaxe', 1, 2, ['Português', 'Sintaxe'], 2),
  node(3, 'Crase', 'crase', 2, 3, ['Português', 'Sintaxe', 'Crase']),
  node(4, 'Regência', 'regencia', 2, 3, ['Português', 'Sintaxe', 'Regência']),
  node(5, 'Informática', 'informatica', null, 1, ['Informática']),
];

/** A fetch that answers the children call from TREE (and fails for anything else). */
function treeFetch(tree = TREE) {
  return vi.fn(async (call: CallSpec, params: { context?: Record<string, unknown> }) => {
    if (call.endpoint !== '/api/hierarquia') throw new Error(`chamada inesperada ${call.endpoint}`);
    const parentId = params.context?.parentId ?? null;
    return { nodes: tree.filter((item) => item.parentId === parentId) };
  });
}

const ROUTE = '/conteudo/hierarquia';
const route = (slugs: string[]): HierarchyNavigation => ({ kind: 'route', route: ROUTE, slugs });

describe('hierarchy nodes', () => {
  it('reads nodes leniently and refuses an answer without the list', () => {
    expect(toNode({ id: 7, name: 'Crase' })).toMatchObject({ _id: 7, slug: '7', level: 1, aliases: [], pathNames: ['Crase'] });
    expect(toNode({ name: 'sem id' })).toBeNull();
    expect(nodesOf({ nodes: [{ _id: 1, name: 'A' }, { nada: true }] }, 'nodes')).toHaveLength(1);
    expect(() => nodesOf({ itens: [] }, 'nodes')).toThrow('O servidor não enviou a lista da hierarquia no formato esperado.');
    expect(pathLabel(TREE[2])).toBe('Português › Sintaxe › Crase');
  });

  it('the route params give the open path up to the first absent level', () => {
    expect(routeSlugs(LEVELS, { disciplina: 'portugues', assunto: 'sintaxe' })).toEqual(['portugues', 'sintaxe']);
    expect(routeSlugs(LEVELS, { disciplina: 'portugues', topico: 'crase' })).toEqual(['portugues']);
    expect(routeSlugs(LEVELS, {})).toEqual([]);
  });
});

describe('useHierarchyBrowser', () => {
  it('route mode: resolves the slugs column by column', async () => {
    const fetch = treeFetch();
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch }) });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(['portugues', 'sintaxe']) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.columns).toHaveLength(3));
    await waitFor(() => expect(result.current.columns[2].isLoading).toBe(false));
    expect(result.current.path.map((item) => item.name)).toEqual(['Português', 'Sintaxe']);
    expect(result.current.openNode?.name).toBe('Sintaxe');
    expect(result.current.columns.map((column) => column.nodes.map((item) => item.name))).toEqual([
      ['Português', 'Informática'], ['Sintaxe'], ['Crase', 'Regência'],
    ]);
    expect(fetch.mock.calls.map(([, params]) => params.context)).toEqual([{}, { parentId: 1 }, { parentId: 2 }]);
    expect(result.current.missingSlug).toBeNull();
  });

  it('a node of the last level opens no column below it', async () => {
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch: treeFetch() }) });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(['portugues', 'sintaxe', 'crase']) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.path).toHaveLength(3));
    expect(result.current.columns).toHaveLength(3);
  });

  it('a slug that names no node stops the path and is reported', async () => {
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch: treeFetch() }) });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(['portugues', 'nada']) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.missingSlug).toBe('nada'));
    expect(result.current.path.map((item) => item.slug)).toEqual(['portugues']);
  });

  it('opening a node navigates to its path (a copied URL reopens it)', async () => {
    const { Wrapper, memory } = wiring({ dataProvider: fakeDataProvider({ fetch: treeFetch() }), path: ROUTE });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(['portugues']) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.columns[1]?.nodes).toHaveLength(1));
    act(() => result.current.open(result.current.columns[1].nodes[0], 1));
    expect(memory.history.at(-1)).toBe('/conteudo/hierarquia/portugues/sintaxe');
    expect(result.current.hrefOf(['direito constitucional'])).toBe('/conteudo/hierarquia/direito%20constitucional');
    expect(result.current.hrefOf([])).toBe('/conteudo/hierarquia');
  });

  it('state mode keeps the path in the component', async () => {
    const { Wrapper, memory } = wiring({ dataProvider: fakeDataProvider({ fetch: treeFetch() }), path: '/outra' });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: { kind: 'state' } }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.columns[0].nodes).toHaveLength(2));
    act(() => result.current.open(result.current.columns[0].nodes[0], 0));
    await waitFor(() => expect(result.current.openNode?.name).toBe('Português'));
    expect(result.current.hrefOf(['portugues'])).toBeNull();
    expect(memory.history).toEqual(['/outra']);
  });

  it('a failed column shows its error and reloads', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('Servidor fora do ar.')).mockImplementation(treeFetch());
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch }) });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route([]) }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.columns[0].error).toBe('Servidor fora do ar.'));
    await act(() => result.current.reload([null]));
    expect(result.current.columns[0]).toMatchObject({ error: null, isLoading: false });
    expect(result.current.columns[0].nodes).toHaveLength(2);
  });

  it('columns seen before show at once after a remount (and are revalidated)', async () => {
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ fetch: treeFetch() }) });
    const first = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(['portugues']) }), { wrapper: Wrapper });
    await waitFor(() => expect(first.result.current.columns[1]?.nodes).toHaveLength(1));
    first.unmount();
    const slow = vi.fn(() => new Promise(() => undefined));
    const second = wiring({ dataProvider: fakeDataProvider({ fetch: slow }) });
    const { result } = renderHook(() => useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(['portugues']) }), { wrapper: second.Wrapper });
    expect(result.current.path.map((item) => item.name)).toEqual(['Português']);
    expect(result.current.columns.map((column) => column.isLoading)).toEqual([false, false]);
    expect(slow).toHaveBeenCalled();
  });
});

function actionsHook(options: { roles?: string[]; slugs?: string[]; overrides?: Parameters<typeof fakeDataProvider>[0]; calls?: HierarchyActionCalls } = {}) {
  const fetch = treeFetch();
  const { Wrapper, memory } = wiring({ dataProvider: fakeDataProvider({ fetch, ...options.overrides }), roles: options.roles, path: ROUTE });
  const hook = renderHook(() => {
    const browser = useHierarchyBrowser({ children: CHILDREN, levels: LEVELS, navigation: route(options.slugs ?? ['portugues', 'sintaxe']) });
    const actions = useHierarchyActions({ calls: options.calls ?? CALLS, permissions: { create: 'Hierarquia.create', rename: 'Hierarquia.create', move: 'Hierarquia.move', delete: 'Hierarquia.delete', alias: 'Hierarquia.alias' }, browser });
    return { browser, actions };
  }, { wrapper: Wrapper });
  return { ...hook, fetch, memory };
}

describe('useHierarchyActions', () => {
  it('offers each action only with its button key (and its call)', () => {
    expect(actionsHook().result.current.actions.can).toEqual({ create: true, rename: true, move: true, delete: true, alias: true });
    expect(actionsHook({ roles: ['Hierarquia', 'Hierarquia.create'] }).result.current.actions.can).toEqual({ create: true, rename: true, move: false, delete: false, alias: false });
    expect(actionsHook({ roles: ['Hierarquia'] }).result.current.actions.can).toEqual({ create: false, rename: false, move: false, delete: false, alias: false });
    const lookupOnly = resolveResource({ id: 'hierarchy-node', title: 'item da hierarquia', idField: '_id', permission: 'Hierarquia', options: { call: 'GET /api/hierarquia', rows: 'nodes' } });
    expect(actionsHook({ calls: actionCallsOf(lookupOnly, undefined) }).result.current.actions.can).toEqual({ create: false, rename: false, move: false, delete: false, alias: false });
  });

  it('creates a child under the column parent and reloads the parent and grandparent columns', async () => {
    const save = vi.fn().mockResolvedValue(node(9, 'Vozes verbais', 'vozes-verbais', 2, 3, ['Português', 'Sintaxe', 'Vozes verbais']));
    const { result, fetch } = actionsHook({ overrides: { save } });
    await waitFor(() => expect(result.current.browser.openNode?.name).toBe('Sintaxe'));
    act(() => result.current.actions.openDialog({ kind: 'create', parent: result.current.browser.openNode, level: LEVELS[2] }));
    fetch.mockClear();
    await act(() => result.current.actions.create('Vozes verbais'));
    expect(save).toHaveBeenCalledWith(CALLS.save, { record: { name: 'Vozes verbais', parentId: 2 }, context: { name: 'Vozes verbais', parentId: 2 } });
    expect(fetch.mock.calls.map(([, params]) => params.context).sort((a, b) => Number(a?.parentId) - Number(b?.parentId))).toEqual([{ parentId: 1 }, { parentId: 2 }]);
    expect(result.current.actions.dialog).toBeNull();
    expect(result.current.actions.error).toBeNull();
  });

  it('renaming the open node moves the URL to its new slug', async () => {
    const save = vi.fn().mockResolvedValue(node(2, 'Sintaxe da oração', 'sintaxe-da-oracao', 1, 2, ['Português', 'Sintaxe da oração']));
    const { result, memory } = actionsHook({ overrides: { save } });
    await waitFor(() => expect(result.current.browser.openNode?.name).toBe('Sintaxe'));
    act(() => result.current.actions.openDialog({ kind: 'rename', node: result.current.browser.openNode! }));
    await act(() => result.current.actions.rename('Sintaxe da oração'));
    expect(save).toHaveBeenCalledWith(CALLS.save, { record: { _id: 2, name: 'Sintaxe da oração' }, context: { _id: 2, name: 'Sintaxe da oração' } });
    expect(memory.history.at(-1)).toBe('/conteudo/hierarquia/portugues/sintaxe-da-oracao');
  });

  it('removing the open node opens its parent; a node with children is refused in pt-BR', async () => {
    const remove = vi.fn().mockResolvedValue(undefined);
    const { result, memory } = actionsHook({ slugs: ['portugues', 'sintaxe', 'crase'], overrides: { remove } });
    await waitFor(() => expect(result.current.browser.openNode?.name).toBe('Crase'));
    const sintaxe = result.current.browser.path[1];
    expect(result.current.actions.removeRefusal(sintaxe)).toBe('Não é possível remover “Sintaxe”: há 2 itens abaixo dele. Remova ou mova esses itens antes.');
    expect(result.current.actions.removeRefusal(result.current.browser.openNode!)).toBeNull();
    act(() => result.current.actions.openDialog({ kind: 'remove', node: result.current.browser.openNode! }));
    await act(() => result.current.actions.remove());
    expect(remove).toHaveBeenCalledWith(CALLS.remove, { context: { _id: 3 } });
    expect(memory.history.at(-1)).toBe('/conteudo/hierarquia/portugues/sintaxe');
  });

  it('a failed action keeps its dialog open with the server message', async () => {
    const remove = vi.fn().mockRejectedValue(new Error('Não é possível remover “Crase”: 1 questão está classificada nele.'));
    const { result } = actionsHook({ slugs: ['portugues', 'sintaxe', 'crase'], overrides: { remove } });
    await waitFor(() => expect(result.current.browser.openNode?.name).toBe('Crase'));
    act(() => result.current.actions.openDialog({ kind: 'remove', node: result.current.browser.openNode! }));
    await act(() => result.current.actions.remove());
    expect(result.current.actions.dialog?.kind).toBe('remove');
    expect(result.current.actions.error).toBe('Não é possível remover “Crase”: 1 questão está classificada nele.');
    expect(result.current.actions.isBusy).toBe(false);
  });

  it('moving the open node follows it to its new path; aliases are sent as a list', async () => {
    const moved = { ...node(3, 'Crase', 'crase', 5, 3, ['Informática', 'X', 'Crase']), pathSlugs: ['informatica', 'x', 'crase'] };
    const save = vi.fn().mockResolvedValueOnce(moved).mockResolvedValueOnce(node(3, 'Crase', 'crase', 2, 3, []));
    const { result, memory } = actionsHook({ slugs: ['portugues', 'sintaxe', 'crase'], overrides: { save } });
    await waitFor(() => expect(result.current.browser.openNode?.name).toBe('Crase'));
    act(() => result.current.actions.openDialog({ kind: 'alias', node: result.current.browser.openNode! }));
    await act(() => result.current.actions.saveAliases(['Acento grave']));
    expect(save).toHaveBeenLastCalledWith(CALLS.alias, { record: { _id: 3, aliases: ['Acento grave'] }, context: { _id: 3, aliases: ['Acento grave'] } });
    save.mockReset().mockResolvedValue(moved);
    act(() => result.current.actions.openDialog({ kind: 'move', node: result.current.browser.openNode! }));
    await act(() => result.current.actions.move(node(8, 'X', 'x', 5, 2, ['Informática', 'X'])));
    expect(save).toHaveBeenCalledWith(CALLS.move, { record: { _id: 3, parentId: 8 }, context: { _id: 3, parentId: 8 } });
    expect(memory.history.at(-1)).toBe('/conteudo/hierarquia/informatica/x/crase');
  });
});

describe('useHierarchySelection', () => {
  /** The classified record's resource (screens/resources/question.json): `get` loads it by `{_id}`. */
  const QUESTIONS = resolveResource({
    id: 'question',
    title: 'questão',
    idField: '_id',
    labelField: 'code',
    permission: 'Question',
    list: { call: 'POST /api/questions', rows: 'questions', total: 'totalQuestions' },
    get: { call: 'GET /api/question', query: { _id: '{_id}' }, record: 'question' },
  });
  const SELECT: HierarchySelect = {
    resource: 'question',
    save: { call: 'POST /api/question/hierarchies', body: { _id: '{_id}' }, record: 'question' },
    field: 'hierarchies',
    labelField: 'code',
    permission: 'Question.new',
    success: 'Classificação da questão {code} salva.',
  };
  const useQuestionSelection = (params: Record<string, string>) => useHierarchySelection({ select: SELECT, resource: QUESTIONS, idParam: '_id', params, levels: LEVELS });
  const QUESTION = { _id: 14, code: 'Q00014', hierarchies: [{ _id: 3, name: 'Crase', levelName: 'Tópico', path: ['Português', 'Sintaxe', 'Crase'] }] };

  it('loads the record, adds and removes nodes, saves the ids and is clean again', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const save = vi.fn(async (_call: unknown, params: { record: Record<string, unknown> }) => ({ ...QUESTION, hierarchies: [{ _id: 4, name: 'Regência', levelName: 'Tópico', path: ['Português', 'Sintaxe', 'Regência'] }], sent: params.record }));
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ get, save }) });
    const { result } = renderHook(() => useQuestionSelection({ _id: '14' }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.selected).toHaveLength(1));
    expect(get).toHaveBeenCalledWith(QUESTIONS.get, expect.objectContaining({ context: { _id: '14' } }));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.add(toNode(TREE[3])!));
    act(() => result.current.add(toNode(TREE[3])!));
    act(() => result.current.remove(3));
    expect(result.current.selected.map((item) => item.name)).toEqual(['Regência']);
    expect(result.current.isDirty).toBe(true);
    expect(hasLeaveGuard()).toBe(true);
    await act(() => result.current.save());
    expect(save).toHaveBeenCalledWith(
      { method: 'POST', endpoint: '/api/question/hierarchies', body: { _id: '{_id}' }, record: 'question' },
      { record: { hierarchies: [{ _id: 4 }] }, context: { _id: '14' } },
    );
    expect(result.current.isDirty).toBe(false);
    expect(hasLeaveGuard()).toBe(false);
  });

  it('without the button key it may not save; without an id nothing loads', async () => {
    const get = vi.fn().mockResolvedValue(QUESTION);
    const { Wrapper } = wiring({ dataProvider: fakeDataProvider({ get }), roles: ['Question'] });
    const { result } = renderHook(() => useQuestionSelection({ _id: '14' }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.record).not.toBeNull());
    expect(result.current.canSave).toBe(false);
    const none = renderHook(() => useQuestionSelection({}), { wrapper: Wrapper });
    expect(none.result.current).toMatchObject({ recordId: null, isLoading: false, canSave: false });
  });

  it('reads stored nodes leniently', () => {
    expect(selectedNodesOf([{ _id: 1 }, { name: 'sem id' }, 'x', { _id: 'a', name: 'A', path: ['A', 2] }])).toEqual([
      { _id: 1, name: '1', levelName: '', path: ['1'] },
      { _id: 'a', name: 'A', levelName: '', path: ['A'] },
    ]);
    expect(selectedNodesOf(undefined)).toEqual([]);
  });
});
