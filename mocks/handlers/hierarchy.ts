/**
 * The content hierarchy (Disciplina → Assunto → Tópico → Subtópico → Microtópico), simulated endpoints:
 * children of a node, search by name or alias, create / rename, move, remove and aliases.
 */
import { containsText } from '../paging/filters.ts';
import { sortRows } from '../paging/compare.ts';
import { HIERARCHY_LEVELS, hierarchyTable, MAX_HIERARCHY_LEVEL, slugify, type HierarchyNodeRecord } from '../seed/hierarchy.ts';
import { questionsTable } from '../seed/questions.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import { memoOn } from '../store/memo.ts';
import type { Table } from '../store/table.ts';
import { asRecord, has, readId, readText } from './input.ts';

/** Messages of the hierarchy endpoints. */
export const HIERARCHY_MESSAGES = {
  idRequired: 'Informe o item da hierarquia (_id).',
  notFound: 'Item da hierarquia não encontrado.',
  parentNotFound: 'O item pai não foi encontrado.',
  nameRequired: 'Informe o nome do item.',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres.',
  nameTaken: (name: string) => `Já existe “${name}” neste nível.`,
  tooDeep: 'Microtópico é o último nível da hierarquia: não é possível criar itens abaixo dele.',
  rootCannotMove: 'Uma disciplina não pode ser movida: ela já está no primeiro nível.',
  moveTargetLevel: (level: string) => `Escolha um(a) ${level} como novo item pai.`,
  moveIntoItself: 'Não é possível mover um item para dentro dele mesmo.',
  hasChildren: (name: string, count: number) =>
    `Não é possível remover “${name}”: ${count === 1 ? 'há 1 item abaixo dele' : `há ${count} itens abaixo dele`}. Remova ou mova esses itens antes.`,
  hasQuestions: (name: string, count: number) =>
    `Não é possível remover “${name}”: ${count === 1 ? '1 questão está classificada' : `${count} questões estão classificadas`} nele.`,
  aliasesList: 'Os apelidos devem ser uma lista de textos.',
  aliasTooLong: 'Cada apelido pode ter no máximo 80 caracteres.',
} as const;

/** A node as the API returns it. */
export interface HierarchyNode extends HierarchyNodeRecord {
  /** Name of the node's level (Disciplina, Assunto...). */
  levelName: string;
  /** How many nodes are directly below it. */
  childCount: number;
  /** How many questions are classified in it (directly). */
  questionCount: number;
  /** Names from the discipline down to the node itself. */
  pathNames: string[];
  /** Slugs from the discipline down to the node itself (the route of the hierarchy screen). */
  pathSlugs: string[];
}

interface Index {
  byId: Map<number, HierarchyNodeRecord>;
  children: Map<number | null, HierarchyNodeRecord[]>;
}

function indexOf(nodes: readonly HierarchyNodeRecord[]): Index {
  return memoOn(nodes, 'hierarquia-indice', () => {
    const byId = new Map<number, HierarchyNodeRecord>();
    const children = new Map<number | null, HierarchyNodeRecord[]>();
    for (const node of nodes) {
      byId.set(node._id, node);
      const list = children.get(node.parentId);
      if (list) list.push(node);
      else children.set(node.parentId, [node]);
    }
    return { byId, children };
  });
}

/** Question counts per node id (direct classification). */
function questionCounts(context: HandlerContext): Map<number, number> {
  const questions = context.store.table(questionsTable).all();
  return memoOn(questions, 'hierarquia-contagem', () => {
    const counts = new Map<number, number>();
    for (const question of questions) for (const id of question.hierarchyIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  });
}

/** The chain of nodes from the discipline down to `node`. */
export function ancestry(nodes: readonly HierarchyNodeRecord[], node: HierarchyNodeRecord): HierarchyNodeRecord[] {
  const { byId } = indexOf(nodes);
  const chain: HierarchyNodeRecord[] = [];
  for (let current: HierarchyNodeRecord | undefined = node; current; current = current.parentId === null ? undefined : byId.get(current.parentId)) {
    chain.unshift(current);
  }
  return chain;
}

function present(context: HandlerContext, node: HierarchyNodeRecord): HierarchyNode {
  const nodes = context.store.table(hierarchyTable).all();
  const chain = ancestry(nodes, node);
  return {
    ...node,
    aliases: [...node.aliases],
    levelName: HIERARCHY_LEVELS[node.level - 1] ?? '',
    childCount: indexOf(nodes).children.get(node._id)?.length ?? 0,
    questionCount: questionCounts(context).get(node._id) ?? 0,
    pathNames: chain.map((item) => item.name),
    pathSlugs: chain.map((item) => item.slug),
  };
}

function byName(nodes: readonly HierarchyNodeRecord[]): readonly HierarchyNodeRecord[] {
  return sortRows(nodes, { field: 'name', order: 'asc' });
}

function listChildren(context: HandlerContext) {
  const raw = context.input.parentId;
  const nodes = context.store.table(hierarchyTable).all();
  const blank = raw === undefined || raw === null || raw === '';
  const parentId = blank ? null : readId(raw);
  if (!blank && parentId === undefined) throw badRequest(HIERARCHY_MESSAGES.parentNotFound);
  if (parentId !== null && parentId !== undefined && !indexOf(nodes).byId.has(parentId)) throw notFound(HIERARCHY_MESSAGES.parentNotFound);
  const children = byName(indexOf(nodes).children.get(parentId ?? null) ?? []);
  return { nodes: children.map((node) => present(context, node)), totalNodes: children.length };
}

/** Search limit: the answer is a pick list, not a page. */
const SEARCH_LIMIT = 50;

function searchNodes(context: HandlerContext) {
  const nodes = context.store.table(hierarchyTable).all();
  const text = containsText<HierarchyNodeRecord>('name', context.input.busca);
  const level = readId(context.input.level);
  const needle = typeof context.input.busca === 'string' ? context.input.busca : '';
  const aliasMatch = containsText<{ alias: string }>('alias', needle);
  const matches = byName(nodes).filter((node) => {
    if (level !== undefined && node.level !== level) return false;
    if (!text) return true;
    return text.test(node) || node.aliases.some((alias) => aliasMatch?.test({ alias }));
  });
  return { nodes: matches.slice(0, SEARCH_LIMIT).map((node) => present(context, node)), totalNodes: matches.length };
}

function getNode(context: HandlerContext) {
  const id = readId(context.input._id);
  if (id === undefined) throw badRequest(HIERARCHY_MESSAGES.idRequired);
  const node = context.store.table(hierarchyTable).get(id);
  if (!node) throw notFound(HIERARCHY_MESSAGES.notFound);
  return { node: present(context, node) };
}

function readName(value: unknown): string {
  const name = readText(value);
  if (!name) throw badRequest(HIERARCHY_MESSAGES.nameRequired);
  if (name.length > 120) throw badRequest(HIERARCHY_MESSAGES.nameTooLong);
  return name.replace(/\s+/g, ' ');
}

function assertFreeName(table: Table<HierarchyNodeRecord>, parentId: number | null, name: string, selfId?: number) {
  const slug = slugify(name);
  const siblings = indexOf(table.all()).children.get(parentId) ?? [];
  if (siblings.some((sibling) => sibling._id !== selfId && sibling.slug === slug)) throw badRequest(HIERARCHY_MESSAGES.nameTaken(name));
}

function saveNode(context: AuthedContext) {
  const input = asRecord(context.body);
  const table = context.store.table(hierarchyTable);
  const now = context.now().toISOString();
  const id = readId(input._id);
  if (id !== undefined) {
    const existing = table.get(id);
    if (!existing) throw notFound(HIERARCHY_MESSAGES.notFound);
    const name = has(input, 'name') ? readName(input.name) : existing.name;
    assertFreeName(table, existing.parentId, name, existing._id);
    const node = table.replace({ ...existing, name, slug: slugify(name), editedAt: now });
    return { node: present(context, node) };
  }
  const name = readName(input.name);
  const rawParent = input.parentId;
  let parent: HierarchyNodeRecord | undefined;
  if (rawParent !== undefined && rawParent !== null && rawParent !== '') {
    const parentId = readId(rawParent);
    parent = parentId === undefined ? undefined : table.get(parentId);
    if (!parent) throw notFound(HIERARCHY_MESSAGES.parentNotFound);
    if (parent.level >= MAX_HIERARCHY_LEVEL) throw badRequest(HIERARCHY_MESSAGES.tooDeep);
  }
  assertFreeName(table, parent?._id ?? null, name);
  const node = table.insert({
    name,
    slug: slugify(name),
    parentId: parent?._id ?? null,
    level: parent ? parent.level + 1 : 1,
    aliases: [],
    createdAt: now,
    editedAt: now,
  });
  return { node: present(context, node) };
}

function moveNode(context: AuthedContext) {
  const input = asRecord(context.body);
  const table = context.store.table(hierarchyTable);
  const id = readId(input._id);
  if (id === undefined) throw badRequest(HIERARCHY_MESSAGES.idRequired);
  const node = table.get(id);
  if (!node) throw notFound(HIERARCHY_MESSAGES.notFound);
  if (node.level === 1) throw badRequest(HIERARCHY_MESSAGES.rootCannotMove);
  const parentId = readId(input.parentId);
  const parent = parentId === undefined ? undefined : table.get(parentId);
  if (!parent) throw notFound(HIERARCHY_MESSAGES.parentNotFound);
  if (ancestry(table.all(), parent).some((item) => item._id === node._id)) throw badRequest(HIERARCHY_MESSAGES.moveIntoItself);
  // A node keeps its level when it moves, so its whole subtree stays within the five levels.
  if (parent.level !== node.level - 1) throw badRequest(HIERARCHY_MESSAGES.moveTargetLevel(HIERARCHY_LEVELS[node.level - 2]));
  assertFreeName(table, parent._id, node.name, node._id);
  const moved = table.replace({ ...node, parentId: parent._id, editedAt: context.now().toISOString() });
  return { node: present(context, moved) };
}

function removeNode(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(hierarchyTable);
  const id = readId(input._id);
  if (id === undefined) throw badRequest(HIERARCHY_MESSAGES.idRequired);
  const node = table.get(id);
  if (!node) throw notFound(HIERARCHY_MESSAGES.notFound);
  const children = indexOf(table.all()).children.get(node._id)?.length ?? 0;
  if (children > 0) throw badRequest(HIERARCHY_MESSAGES.hasChildren(node.name, children));
  const questions = questionCounts(context).get(node._id) ?? 0;
  if (questions > 0) throw badRequest(HIERARCHY_MESSAGES.hasQuestions(node.name, questions));
  table.remove(node._id);
  return { _id: node._id };
}

function saveAliases(context: HandlerContext) {
  const input = asRecord(context.body);
  const table = context.store.table(hierarchyTable);
  const id = readId(input._id);
  if (id === undefined) throw badRequest(HIERARCHY_MESSAGES.idRequired);
  const node = table.get(id);
  if (!node) throw notFound(HIERARCHY_MESSAGES.notFound);
  if (!Array.isArray(input.aliases)) throw badRequest(HIERARCHY_MESSAGES.aliasesList);
  const aliases: string[] = [];
  for (const raw of input.aliases) {
    if (typeof raw !== 'string') throw badRequest(HIERARCHY_MESSAGES.aliasesList);
    const alias = raw.trim().replace(/\s+/g, ' ');
    if (!alias) continue;
    if (alias.length > 80) throw badRequest(HIERARCHY_MESSAGES.aliasTooLong);
    if (!aliases.some((known) => slugify(known) === slugify(alias)) && slugify(alias) !== node.slug) aliases.push(alias);
  }
  const saved = table.replace({ ...node, aliases, editedAt: context.now().toISOString() });
  return { node: present(context, saved) };
}

/** Whether every id names a node; returns the nodes (for question classification). */
export function nodesByIds(context: HandlerContext, ids: readonly number[]): Array<HierarchyNodeRecord | undefined> {
  const table = context.store.table(hierarchyTable);
  return ids.map((id) => table.get(id));
}

/** A node as questions show it: id, name, level name and the names of its path. */
export function hierarchyRef(context: HandlerContext, node: HierarchyNodeRecord) {
  const chain = ancestry(context.store.table(hierarchyTable).all(), node);
  return { _id: node._id, name: node.name, levelName: HIERARCHY_LEVELS[node.level - 1] ?? '', path: chain.map((item) => item.name) };
}

/** Registers the hierarchy routes. */
export function registerHierarchyRoutes(router: Router): void {
  router.get('/api/hierarquia', listChildren);
  router.get('/api/hierarquia/busca', searchNodes);
  router.get('/api/hierarquia/no', getNode);
  router.post('/api/hierarquia/save', authed(saveNode));
  router.post('/api/hierarquia/move', authed(moveNode));
  router.post('/api/hierarquia/remove', removeNode);
  router.post('/api/hierarquia/alias', saveAliases);
}
