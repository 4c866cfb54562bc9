import { useCallback, useMemo, useState } from 'react';
import type { HierarchyLevel } from '../../core/generated';
import { asSelected, sameNodeId, sameSelection } from './selectedNodes';
import type { HierarchyNode, SelectedNode } from './hierarchyTypes';

/** The nodes chosen for a record, against the ones it has stored. */
export interface NodeSelection {
  selected: SelectedNode[];
  isSelected(node: HierarchyNode): boolean;
  /** Adds a node (a node already chosen is not added twice). */
  add(node: HierarchyNode): void;
  remove(id: SelectedNode['_id']): void;
  /** The choice differs from the stored one. */
  isDirty: boolean;
  /** Starts over from the nodes the record stores (after loading or saving it). */
  reset(stored: SelectedNode[]): void;
}

/** Keeps the nodes chosen for a record and whether they differ from what the record stores. */
export function useNodeSelection(levels: readonly HierarchyLevel[]): NodeSelection {
  const [baseline, setBaseline] = useState<SelectedNode[]>([]);
  const [selected, setSelected] = useState<SelectedNode[]>([]);

  const isSelected = useCallback((node: HierarchyNode) => selected.some((item) => sameNodeId(item._id, node._id)), [selected]);
  const add = useCallback(
    (node: HierarchyNode) => setSelected((current) => (current.some((item) => sameNodeId(item._id, node._id)) ? current : [...current, asSelected(node, levels)])),
    [levels],
  );
  const remove = useCallback((id: SelectedNode['_id']) => setSelected((current) => current.filter((item) => !sameNodeId(item._id, id))), []);
  const reset = useCallback((stored: SelectedNode[]) => {
    setBaseline(stored);
    setSelected(stored);
  }, []);
  const isDirty = !sameSelection(selected, baseline);

  return useMemo(() => ({ selected, isSelected, add, remove, isDirty, reset }), [selected, isSelected, add, remove, isDirty, reset]);
}
