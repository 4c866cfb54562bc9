import { useCallback, useEffect, useMemo, useState } from 'react';
import { toCallSpec } from '../../core/definition/resolve';
import { useDataProvider } from '../../data/DataProviderContext';
import { useAppDefinition } from '../../ui/AppDefinitionContext';

/** A note of the quick panel. */
export interface QuickNote { id: string | number; title: string; detail?: string; createdAt?: string }
/** An upcoming event of the quick panel. */
export interface QuickEvent { id: string | number; title: string; date?: string }
/** A quick setting of the quick panel. */
export interface QuickSetting { id: string | number; title: string; value: unknown }
/** What the app's quick-panel call (app.json `calls.quickPanel`) answers. */
export interface QuickPanelData { notes: QuickNote[]; events: QuickEvent[]; settings: QuickSetting[] }

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: QuickPanelData };

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Checks the answer's shape so a wrong answer is an error, not an empty panel. */
function toData(raw: unknown): QuickPanelData {
  if (!raw || typeof raw !== 'object') throw new Error('O servidor enviou uma resposta inválida.');
  const value = raw as Record<string, unknown>;
  if (!['notes', 'events', 'settings'].some((key) => Array.isArray(value[key]))) {
    throw new Error('O servidor enviou uma resposta inválida.');
  }
  return { notes: listOf(value.notes), events: listOf(value.events), settings: listOf(value.settings) };
}

/** Loads the quick panel's data through the app's `quickPanel` call while `active`; `retry` loads again. */
export function useQuickPanelData(active: boolean): State & { retry: () => void } {
  const provider = useDataProvider();
  const quickPanel = useAppDefinition().calls.quickPanel;
  const call = useMemo(() => toCallSpec(quickPanel), [quickPanel]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // One load per opening and per retry; it shows 'loading' from the start (adjusted during render).
  const load = useMemo(() => ({ active, attempt, provider, call }), [active, attempt, provider, call]);
  const [loadShown, setLoadShown] = useState(load);
  if (loadShown !== load) {
    setLoadShown(load);
    if (active) setState({ status: 'loading' });
  }
  useEffect(() => {
    if (!load.active) return;
    const controller = new AbortController();
    load.provider
      .fetch(load.call, { signal: controller.signal })
      .then((raw) => setState({ status: 'ready', data: toData(raw) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : 'Não foi possível carregar os dados.' });
      });
    return () => controller.abort();
  }, [load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
