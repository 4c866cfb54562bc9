/** The nodes a record is classified in: read from the record's field, made from browser nodes, compared by id. */
import type { HierarchyLevel } from '../../core/generated';
import type { HierarchyNode, SelectedNode } from './hierarchyTypes';

/** Reads the chosen nodes stored in a record's field (entries without an id are dropped). */
export function selectedNodesOf(value: unknown): SelectedNode[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const id = record._id;
    if (typeof id !== 'number' && typeof id !== 'string') return [];
    const name = typeof record.name === 'string' ? record.name : String(id);
    const path = Array.isArray(record.path) ? record.path.filter((part): part is string => typeof part === 'string') : [name];
    return [{ _id: id, name, levelName: typeof record.levelName === 'string' ? record.levelName : '', path }];
  });
}

/** The chosen-node form of a browser node. */
export function asSelected(node: HierarchyNode, levels: readonly HierarchyLevel[]): SelectedNode {
  return { _id: node._id, name: node.name, levelName: levels[node.level - 1]?.label ?? '', path: node.pathNames };
}

/** Whether two ids name the same node (an id may come as number or text). */
export function sameNodeId(a: SelectedNode['_id'], b: SelectedNode['_id']): boolean {
  return String(a) === String(b);
}

/** Whether two choices hold the same nodes in the same order. */
export function sameSelection(a: readonly SelectedNode[], b: readonly SelectedNode[]): boolean {
  return a.length === b.length && a.every((node, index) => sameNodeId(node._id, b[index]._id));
}
