import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isAbort } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import type { CallSpec } from '../../core/dataProvider';
import type { DashboardScreen } from '../../core/generated';
import { resolveDateTokens } from '../../core/dateTokens';

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
export function useDashboardController(definition: DashboardScreen, params: Record<string, string>): DashboardController {
  const dataProvider = useDataProvider();
  const defaults = useMemo(
    () => resolveDateTokens(definition.filters?.defaults as Record<string, unknown> | undefined),
    [definition],
  );
  const [filter, setFilter] = useState<Record<string, unknown>>(defaults);
  const [sources, setSources] = useState<Record<string, SourceState>>({});
  const [reloads, setReloads] = useState<Record<string, number>>({});
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const filterKey = JSON.stringify(filter);
  const reloadKey = JSON.stringify(reloads);

  useEffect(() => {
    const controller = new AbortController();
    const entries = Object.entries(definition.sources as Record<string, CallSpec>);
    setSources((previous) =>
      Object.fromEntries(entries.map(([name]) => [name, { data: previous[name]?.data, isLoading: true, error: null }])),
    );
    for (const [name, call] of entries) {
      dataProvider
        .fetch(call, { context: paramsRef.current, extra: filter, signal: controller.signal })
        .then((data) => {
          if (!controller.signal.aborted) setSources((s) => ({ ...s, [name]: { data, isLoading: false, error: null } }));
        })
        .catch((failure) => {
          if (controller.signal.aborted || isAbort(failure)) return;
          setSources((s) => ({ ...s, [name]: { data: undefined, isLoading: false, error: errorMessage(failure) } }));
        });
    }
    return () => controller.abort();
  }, [dataProvider, definition, filterKey, reloadKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback((name: string) => setReloads((r) => ({ ...r, [name]: (r[name] ?? 0) + 1 })), []);
  return { filter, setFilter: (next) => setFilter({ ...next }), sources, reload };
}
