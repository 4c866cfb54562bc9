/** Reading hierarchy nodes from API answers, and the small cache that keeps columns across remounts. */
import { ApiError } from '../../data/ApiError';
import { getPath } from '../../core/template';
import type { HierarchyNode } from './hierarchyTypes';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A node from one row of the API (null when the row has no id or name). */
export function toNode(row: unknown): HierarchyNode | null {
  if (!row || typeof row !== 'object') return null;
  const record = row as Record<string, unknown>;
  const id = record._id ?? record.id;
  const name = text(record.name);
  if ((typeof id !== 'number' && typeof id !== 'string') || !name) return null;
  const pathNames = texts(record.pathNames);
  const parentId = record.parentId;
  return {
    _id: id,
    name,
    slug: text(record.slug) || String(id),
    level: count(record.level) || pathNames.length || 1,
    parentId: typeof parentId === 'number' || typeof parentId === 'string' ? parentId : null,
    aliases: texts(record.aliases),
    childCount: count(record.childCount),
    questionCount: count(record.questionCount),
    pathNames: pathNames.length ? pathNames : [name],
    pathSlugs: texts(record.pathSlugs),
  };
}

/** The nodes at `rows` of an answer; an answer without that list is an error with a pt-BR message. */
export function nodesOf(response: unknown, rows: string): HierarchyNode[] {
  const list = getPath(response, rows);
  if (!Array.isArray(list)) throw new ApiError('O servidor não enviou a lista da hierarquia no formato esperado.', { reason: 'shape', data: response });
  return list.map(toNode).filter((node): node is HierarchyNode => node !== null);
}

/** The node's path as one line ("Português › Sintaxe › Crase"). */
export function pathLabel(node: Pick<HierarchyNode, 'pathNames' | 'name'>): string {
  return (node.pathNames.length ? node.pathNames : [node.name]).join(' › ');
}

/** Cache key of a column: the children call's endpoint plus the parent id ('' = first level). */
export function columnKey(endpoint: string, parentId: HierarchyNode['_id'] | null): string {
  return `${endpoint}|${parentId ?? ''}`;
}

// Every navigation of the browse screen remounts it (the app keys screens by location), so the columns
// already seen are kept here and shown at once while the browser revalidates them.
const cache = new Map<string, HierarchyNode[]>();

/** Cached nodes of a column. */
export function cachedColumn(key: string): HierarchyNode[] | undefined {
  return cache.get(key);
}

/** Stores the nodes of a column. */
export function cacheColumn(key: string, nodes: HierarchyNode[]): void {
  cache.set(key, nodes);
}

/** Forgets every cached column (tests; a sign-out). */
export function clearHierarchyCache(): void {
  cache.clear();
}
