import { useEffect, useMemo, useState } from 'react';
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
const MOVE_SEARCH_DELAY = 250;

/**
 * Nodes of the level right above `node` whose name or alias matches the typed text (the search call gets
 * `busca` and `level`); a node keeps its level when it moves.
 */
export function useMoveTargets(call: RowsCallSpec | undefined, node: HierarchyNode | null): MoveTargets {
  const dataProvider = useDataProvider();
  const [query, setQuery] = useState('');
  const [targets, setTargets] = useState<HierarchyNode[]>([]);
  const [error, setError] = useState<string | null>(null);
  const level = node ? node.level - 1 : 0;
  // One search per typed text (and node); it is loading, through the delay too, until its answer arrives.
  const search = useMemo(() => ({ call, node, level, query, dataProvider }), [call, node, level, query, dataProvider]);
  const [answered, setAnswered] = useState<typeof search | null>(null);
  const isActive = Boolean(call && node && level >= 1);

  useEffect(() => {
    const { call, node, level, query, dataProvider } = search;
    if (!call || !node || level < 1) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dataProvider
        .fetch(call, { context: { busca: query.trim(), level }, signal: controller.signal })
        .then((response) => {
          setTargets(nodesOf(response, call.rows).filter((target) => target.level === level));
          setError(null);
          setAnswered(search);
        })
        .catch((failure) => {
          if (isAbort(failure)) return;
          setError(errorMessage(failure));
          setAnswered(search);
        });
    }, MOVE_SEARCH_DELAY);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);

  return { query, setQuery, targets, isLoading: isActive && answered !== search, error };
}
