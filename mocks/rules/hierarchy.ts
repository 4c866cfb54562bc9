/**
 * The content hierarchy (Disciplina → Assunto → Tópico → Subtópico → Microtópico): children of a node, search by
 * name or alias, create and rename (names unique among siblings), move one level under a node of the level above,
 * remove a node with nothing below it, aliases. A node answers with its level name, path and counts.
 */
import { widen } from '../core/access.ts';
import { memo } from '../core/crud.ts';
import type { Db, Row } from '../core/db.ts';
import { normalize } from '../core/query.ts';
import { badRequest, findRow, idOf, key, notFound, rule, text, type Ctx } from '../core/router.ts';
import { slugOf } from '../bindings/shared.ts';
import { needsOf, type Services } from './services.ts';
import { groupBy } from '../core/groupBy.ts';

export const LEVELS = ['Disciplina', 'Assunto', 'Tópico', 'Subtópico', 'Microtópico'];
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name, 'pt-BR');

const CHILDREN = {};
const QUESTIONS = {};

/** Children by parent id and question counts by node id (cached while the tables do not change). */
function index(db: Db) {
  const children = memo(db, CHILDREN, ['hierarchy-node'], () => groupBy(db.table('hierarchy-node').all(), (node): number | null => node.parentId));
  const questions = memo(db, QUESTIONS, ['question'], () => {
    const counts = new Map<number, number>();
    for (const question of db.table('question').all()) for (const id of question.hierarchyIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  });
  return { children, questions };
}

/** The nodes from the discipline down to `node`. */
export function ancestry(db: Db, node: Row): Row[] {
  const chain: Row[] = [];
  for (let current: Row | undefined = node; current; current = current.parentId === null ? undefined : db.table('hierarchy-node').get(current.parentId)) chain.unshift(current);
  return chain;
}

/** A node as the API answers it. */
function present(db: Db, node: Row): Row {
  const { children, questions } = index(db);
  const chain = ancestry(db, node);
  return {
    ...node, levelName: LEVELS[node.level - 1] ?? '', childCount: children.get(node._id)?.length ?? 0, questionCount: questions.get(node._id) ?? 0,
    pathNames: chain.map((item) => item.name), pathSlugs: chain.map((item) => item.slug),
  };
}

function freeName(db: Db, parentId: number | null, name: string, self?: number): void {
  const slug = slugOf(name);
  if ((index(db).children.get(parentId) ?? []).some((sibling) => sibling._id !== self && sibling.slug === slug)) throw badRequest(`Já existe “${name}” neste nível.`);
}

function readName(value: unknown): string {
  const name = text(value)?.replace(/\s+/g, ' ');
  if (!name) throw badRequest('Nome: Preencha um valor.');
  if (name.length > 120) throw badRequest('Nome: Use no máximo 120 caracteres.');
  return name;
}

const node = (ctx: Ctx) => findRow(ctx.db, 'hierarchy-node', ctx.body._id, 'o item da hierarquia (_id)');

export function hierarchyRules(services: Services) {
  const needs = needsOf(services, 'hierarchy-node');
  const stamp = (ctx: Ctx) => ctx.now().toISOString();
  return [
    rule('GET /api/hierarquia', widen(needs.read, ['Question']), (ctx: Ctx) => {
      const blank = ctx.input.parentId === undefined || ctx.input.parentId === '';
      const parentId = blank ? null : idOf(ctx.input.parentId);
      if (!blank && (parentId === undefined || !ctx.db.table('hierarchy-node').get(parentId))) throw notFound('O item pai não foi encontrado.');
      const nodes = [...(index(ctx.db).children.get(parentId ?? null) ?? [])].sort(byName);
      return { nodes: nodes.map((item) => present(ctx.db, item)), totalNodes: nodes.length };
    }),
    rule('GET /api/hierarquia/busca', key('Hierarquia'), (ctx: Ctx) => {
      const needle = normalize(ctx.input.busca);
      const level = idOf(ctx.input.level);
      const found = ctx.db.table('hierarchy-node').all()
        .filter((item) => (level === undefined || item.level === level) && (!needle || [item.name, ...item.aliases].some((name) => normalize(name).includes(needle))))
        .sort(byName);
      return { nodes: found.slice(0, 50).map((item) => present(ctx.db, item)), totalNodes: found.length };
    }),
    rule('POST /api/hierarquia/save', { create: needs.create, update: needs.update }, (ctx: Ctx) => {
      const table = ctx.db.table('hierarchy-node');
      if (ctx.body._id !== undefined && ctx.body._id !== null && ctx.body._id !== '') {
        const current = node(ctx);
        const name = ctx.body.name === undefined ? current.name : readName(ctx.body.name);
        freeName(ctx.db, current.parentId, name, current._id);
        return { node: present(ctx.db, table.put({ ...current, name, slug: slugOf(name), editedAt: stamp(ctx) })) };
      }
      const name = readName(ctx.body.name);
      const parent = ctx.body.parentId === undefined || ctx.body.parentId === null || ctx.body.parentId === '' ? undefined
        : findRow(ctx.db, 'hierarchy-node', ctx.body.parentId, 'o item pai (parentId)');
      if (parent && parent.level >= LEVELS.length) throw badRequest('Microtópico é o último nível da hierarquia: não é possível criar itens abaixo dele.');
      freeName(ctx.db, parent?._id ?? null, name);
      const created = table.insert({ name, slug: slugOf(name), parentId: parent?._id ?? null, level: parent ? parent.level + 1 : 1, aliases: [], createdAt: stamp(ctx), editedAt: stamp(ctx) });
      return { node: present(ctx.db, created) };
    }, (ctx) => ctx.body._id !== undefined && ctx.body._id !== null && ctx.body._id !== ''),
    rule('POST /api/hierarquia/move', key('Hierarquia.move'), (ctx: Ctx) => {
      const current = node(ctx);
      if (current.level === 1) throw badRequest('Uma disciplina não pode ser movida: ela já está no primeiro nível.');
      const parent = findRow(ctx.db, 'hierarchy-node', ctx.body.parentId, 'o novo item pai (parentId)');
      if (ancestry(ctx.db, parent).some((item) => item._id === current._id)) throw badRequest('Não é possível mover um item para dentro dele mesmo.');
      // A node keeps its level when it moves, so its whole subtree stays within the five levels.
      if (parent.level !== current.level - 1) throw badRequest(`Escolha um(a) ${LEVELS[current.level - 2]} como novo item pai.`);
      freeName(ctx.db, parent._id, current.name, current._id);
      return { node: present(ctx.db, ctx.db.table('hierarchy-node').put({ ...current, parentId: parent._id, editedAt: stamp(ctx) })) };
    }),
    rule('POST /api/hierarquia/remove', needs.remove, (ctx: Ctx) => {
      const current = node(ctx);
      const { children, questions } = index(ctx.db);
      const below = children.get(current._id)?.length ?? 0;
      if (below) throw badRequest(`Não é possível remover “${current.name}”: ${below === 1 ? 'há 1 item abaixo dele' : `há ${below} itens abaixo dele`}. Remova ou mova esses itens antes.`);
      const classified = questions.get(current._id) ?? 0;
      if (classified) throw badRequest(`Não é possível remover “${current.name}”: ${classified === 1 ? '1 questão está classificada' : `${classified} questões estão classificadas`} nele.`);
      ctx.db.table('hierarchy-node').remove(current._id);
      return { _id: current._id };
    }),
    rule('POST /api/hierarquia/alias', key('Hierarquia.alias'), (ctx: Ctx) => {
      const current = node(ctx);
      if (!Array.isArray(ctx.body.aliases) || ctx.body.aliases.some((alias: unknown) => typeof alias !== 'string')) throw badRequest('Os apelidos devem ser uma lista de textos.');
      const aliases: string[] = [];
      for (const raw of ctx.body.aliases as string[]) {
        const alias = raw.trim().replace(/\s+/g, ' ');
        if (alias.length > 80) throw badRequest('Cada apelido pode ter no máximo 80 caracteres.');
        if (alias && slugOf(alias) !== current.slug && !aliases.some((known) => slugOf(known) === slugOf(alias))) aliases.push(alias);
      }
      return { node: present(ctx.db, ctx.db.table('hierarchy-node').put({ ...current, aliases, editedAt: stamp(ctx) })) };
    }),
  ];
}
