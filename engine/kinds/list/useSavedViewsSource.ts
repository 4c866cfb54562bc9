import { useContext, useMemo } from 'react';
import { toCallSpec } from '../../core/definition/calls';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { filterTypes } from '../../core/listState';
import type { SavedView } from '../../core/savedViews';
import { useDataProvider } from '../../data/DataProviderContext';
import { createSavedViewsApi, type SavedViewsApi } from '../../data/savedViews';
import { useQuery, type QueryState } from '../../data/useQuery';
import { AppDefinitionContext } from '../../ui/AppDefinitionContext';

/** A list's saved views as the list loads them, and the API that changes them. */
export interface SavedViewsSource {
  api: SavedViewsApi;
  /** The views call, started with the list (the "Visões" menu's code comes after the rows). */
  query: QueryState<SavedView[]> & { refetch(): void };
}

/** The views API of this list, or null when the app declares no views calls (then lists offer no "Visões"). */
function useViewsApi(definition: RuntimeListScreen): SavedViewsApi | null {
  const app = useContext(AppDefinitionContext);
  const provider = useDataProvider();
  const calls = app?.calls;
  return useMemo(() => {
    if (!calls?.listViews || !calls.saveView || !calls.removeView) return null;
    const shape = { filters: Object.keys(filterTypes(definition.filters?.schema)), columns: definition.columns.map((column) => column.field) };
    return createSavedViewsApi(provider, { list: toCallSpec(calls.listViews), save: toCallSpec(calls.saveView), remove: toCallSpec(calls.removeView) }, definition.id, shape);
  }, [calls, provider, definition]);
}

/**
 * The list's views call, run by the list itself when it opens (the menu that shows them loads later). Null when
 * the app declares no views calls.
 */
export function useSavedViewsSource(definition: RuntimeListScreen): SavedViewsSource | null {
  const api = useViewsApi(definition);
  // Sent with the list's first commit, not after its next frame: by the time anyone sees the rows it is on its
  // way, so a session that ends right after the list shows meets the user's next call (a page, a filter), not
  // this one arriving behind it (which sent the user to /login before their click).
  const query = useQuery({ key: ['saved-views', definition.id], fetch: (signal) => api!.list(signal), enabled: Boolean(api) });
  return useMemo(() => (api ? { api, query } : null), [api, query]);
}
