import { useMemo, useState } from 'react';
import { toCallSpec } from '../../core/definition/calls';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
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
  // Each opening loads again: the key changes when the panel opens, and a closed panel loads nothing.
  const [openings, setOpenings] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    if (active) setOpenings((count) => count + 1);
  }
  const query = useQuery<QuickPanelData>({
    key: [call, openings],
    enabled: active,
    fetch: async (signal) => toData(await provider.fetch(call, { signal })),
  });
  const state: State =
    query.isPending || !active ? { status: 'loading' } : query.error !== null ? { status: 'error', message: query.error } : { status: 'ready', data: query.data! };
  return { ...state, retry: query.refetch };
}
