import { useCallback, useMemo, useState } from 'react';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQueries, type QuerySpec } from '../../data/useQuery';
import type { RuntimeDashboardScreen } from '../../core/definition/runtime';
import { fillTemplate } from '../../core/template';

/** One source's state: its response, loading and error. */
export interface SourceState {
  data: unknown;
  isLoading: boolean;
  error: string | null;
}

/** What a dashboard view shows. */
export interface DashboardController {
  filter: Record<string, unknown>;
  setFilter(filter: Record<string, unknown>): void;
  /** State per source name. */
  sources: Record<string, SourceState>;
  /** Reloads one source (a widget's retry). */
  reload(name: string): void;
}

/** Loads every source of a dashboard with the current filter; each source fails or succeeds on its own. */
export function useDashboardController(definition: RuntimeDashboardScreen, params: Record<string, string>): DashboardController {
  const dataProvider = useDataProvider();
  // Relative dates (`{today-30}`) are worked out when the dashboard opens.
  const defaults = useMemo(() => fillTemplate(definition.filters?.defaults, {}), [definition]);
  const [filter, setFilter] = useState<Record<string, unknown>>(defaults);
  const specs: Record<string, QuerySpec<unknown>> = {};
  for (const [name, call] of Object.entries(definition.sources)) {
    specs[name] = {
      key: [definition.id, name, call, filter, params],
      fetch: (signal) => dataProvider.fetch(call, { context: params, extra: filter, signal }),
    };
  }
  const { states, refetch } = useQueries(specs);
  const sources = Object.fromEntries(
    Object.entries(states).map(([name, state]) => [name, { data: state.data, isLoading: state.isPending, error: state.error }]),
  );
  const reload = useCallback((name: string) => refetch(name), [refetch]);
  return { filter, setFilter: (next) => setFilter({ ...next }), sources, reload };
}
