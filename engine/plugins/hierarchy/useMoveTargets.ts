import { useState } from 'react';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
import type { RowsCallSpec } from '../../core/definition/runtime';
import { nodesOf } from '../../fields/hierarchy/hierarchyNodes';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

/** Candidate parents of a move, searched as the user types. */
export interface MoveTargets {
  query: string;
  setQuery(query: string): void;
  targets: HierarchyNode[];
  isLoading: boolean;
  error: string | null;
}

/** Milliseconds between the last keystroke and the search. */
const MOVE_SEARCH_DELAY = 250;

/**
 * Nodes of the level right above `node` whose name or alias matches the typed text (the search call gets
 * `busca` and `level`); a node keeps its level when it moves.
 */
export function useMoveTargets(call: RowsCallSpec | undefined, node: HierarchyNode | null): MoveTargets {
  const dataProvider = useDataProvider();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), MOVE_SEARCH_DELAY);
  const level = node ? node.level - 1 : 0;
  const enabled = Boolean(call && node && level >= 1);
  const search = useQuery<HierarchyNode[]>({
    key: [call, node?._id, level, settled],
    enabled,
    fetch: async (signal) => {
      const response = await dataProvider.fetch(call!, { context: { busca: settled, level }, signal });
      return nodesOf(response, call!.rows).filter((target) => target.level === level);
    },
  });
  // Through the delay too it is loading: the list shown is for an older text.
  const typing = settled !== query.trim();
  return { query, setQuery, targets: search.data ?? [], isLoading: enabled && (search.isPending || typing), error: search.error };
}
