import { useEffect, useState } from 'react';
import { errorMessage, isAbort } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import type { RowsCallSpec } from '../../core/definition/runtime';
import { nodesOf } from '../../fields/hierarchy/hierarchyNodes';
import type { HierarchyNode } from '../../fields/hierarchy/hierarchyTypes';

/** Candidate parents of a move, searched as the user types. */
export interface MoveTargets {
  query: string;
  setQuery(query: string): void;
  targets: HierarchyNode[];
  isLoading: boolean;
  error: string | null;
}

/** Milliseconds between the last keystroke and the search. */
export const MOVE_SEARCH_DELAY = 250;

/**
 * Nodes of the level right above `node` whose name or alias matches the typed text (the search call gets
 * `busca` and `level`); a node keeps its level when it moves.
 */
export function useMoveTargets(call: RowsCallSpec | undefined, node: HierarchyNode | null): MoveTargets {
  const dataProvider = useDataProvider();
  const [query, setQuery] = useState('');
  const [targets, setTargets] = useState<HierarchyNode[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const level = node ? node.level - 1 : 0;

  useEffect(() => {
    if (!call || !node || level < 1) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .fetch(call, { context: { busca: query.trim(), level }, signal: controller.signal })
        .then((response) => {
          setTargets(nodesOf(response, call.rows).filter((target) => target.level === level));
          setError(null);
          setLoading(false);
        })
        .catch((failure) => {
          if (isAbort(failure)) return;
          setError(errorMessage(failure));
          setLoading(false);
        });
    }, MOVE_SEARCH_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [call, node, level, query, dataProvider]);

  return { query, setQuery, targets, isLoading, error };
}
