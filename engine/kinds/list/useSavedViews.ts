import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Sort } from '../../core/dataProvider';
import { sameViewState, VIEW_QUERY_KEY, viewIdOf, viewNameProblem, viewSearch, viewStateOf, type SavedView } from '../../core/savedViews';
import { errorMessage } from '../../data/ApiError';
import type { SavedViewsSource } from './useSavedViewsSource';
import type { ListPrefs } from '../../data/userPrefs';
import { useNotifier } from '../../ui/notifier';

/** A view's name and whether the team sees it, as the save dialog asks them. */
export interface ViewInput {
  name: string;
  shared: boolean;
}

/** The saved views of a list and what the "Visões" menu does with them; plain data, no JSX. */
export interface SavedViewsController {
  /** The user's own views, by name. */
  own: SavedView[];
  /** Views colleagues shared, by name. */
  shared: SavedView[];
  /** True until the first answer arrives. */
  isLoading: boolean;
  /** pt-BR message of the last failed load, or null. */
  error: string | null;
  retry(): void;
  /** The view the list's URL names (`visao`), once known. */
  active: SavedView | null;
  /** The list no longer shows exactly what the active view keeps (filters, sort or columns changed). */
  isModified: boolean;
  /** Shows a view: its filters and sort in the URL (first page), its columns in the user's preferences. */
  apply(view: SavedView): void;
  /** Keeps what the list shows but no longer names a view. */
  leave(): void;
  /** Saves what the list shows as a new view and makes it the active one; rejects with a pt-BR message. */
  create(input: ViewInput): Promise<void>;
  /** Renames one of the user's views or changes its sharing; rejects with a pt-BR message. */
  rename(view: SavedView, input: ViewInput): Promise<void>;
  /** Replaces what one of the user's views keeps by what the list shows now. */
  update(view: SavedView): Promise<void>;
  remove(view: SavedView): Promise<void>;
  /** Copies the address that opens the list with the view (the receiver needs the list's key, as always). */
  copyLink(view: SavedView): Promise<void>;
  /** What is wrong with a name for a view (pt-BR), or null; `exceptId` is the view being renamed. */
  nameProblem(name: string, exceptId?: string): string | null;
}

/** The list's side of the views: what it shows now and how its columns change. */
export interface SavedViewsHost {
  filter: Record<string, unknown>;
  sort?: Sort;
  perPage: number;
  columns: ListPrefs;
  setColumns(prefs: ListPrefs): void;
  /** The views and their API (the list runs the views call; see useSavedViewsSource). */
  source: SavedViewsSource;
  /**
   * The list was opened coming back to it as it was left (from its form), not by a link: read as the list first
   * drew, before it remembered its new place (this controller comes later).
   */
  returning: boolean;
}

/** Views saved or removed here, shown until the reloaded list (`base` no longer the query's answer) replaces them. */
interface LocalViews {
  base: SavedView[] | undefined;
  views: SavedView[];
}

/**
 * The controller of a list's saved views. The list's URL already is its state, so a view is applied by writing
 * its filters and sort there (with `visao=<id>`), and its columns into the user's list preferences; a link with
 * `visao` and no list state applies the whole view when the views arrive, a link with state applies its columns.
 */
export function useSavedViews(host: SavedViewsHost): SavedViewsController {
  const { api, query } = host.source;
  const notifier = useNotifier();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [local, setLocal] = useState<LocalViews | null>(null);
  const views = useMemo(() => (local && local.base === query.data ? local.views : query.data ?? []), [local, query.data]);
  const activeId = viewIdOf(search);
  const active = views.find((view) => view.id === activeId) ?? null;
  const current = viewStateOf(host, host.columns);
  const isModified = Boolean(active && !sameViewState(active.state, current));

  const { perPage, setColumns } = host;
  const go = useCallback(
    (next: string) => navigate(`${location}?${next}`, { replace: true }),
    [location, navigate],
  );
  const apply = useCallback(
    (view: SavedView) => {
      go(viewSearch(view.state, view.id, { perPage }, search));
      setColumns({ hidden: view.state.hidden ?? [], widths: view.state.widths ?? null });
    },
    [go, perPage, search, setColumns],
  );

  // A link that names a view: once the views arrive, the list takes the view's columns (and, when the link
  // carries no list state of its own, its filters and sort too). Once per screen: later changes are the user's.
  // Coming back to the list as it was left (from a form) is no link: the user's changes to the view stay.
  const { returning } = host;
  const linkHandled = useRef(false);
  useEffect(() => {
    if (linkHandled.current || query.data === undefined) return;
    linkHandled.current = true;
    if (!active || returning) return;
    const onlyView = [...new URLSearchParams(search).keys()].every((key) => key === VIEW_QUERY_KEY);
    if (onlyView) apply(active);
    else if (!sameViewState({ ...active.state, filter: {}, sort: undefined }, { ...current, filter: {}, sort: undefined })) {
      setColumns({ hidden: active.state.hidden ?? [], widths: active.state.widths ?? null });
    }
  }, [query.data, active, returning, search, apply, current, setColumns]);

  // The list after a change made here, shown at once; the reload that follows confirms it.
  const { refetch } = query;
  const change = useCallback(
    (next: (views: SavedView[]) => SavedView[]) => {
      setLocal({ base: query.data, views: next(views) });
      refetch();
    },
    [query.data, views, refetch],
  );
  const byName = (list: SavedView[]) => [...list].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

  const replace = (saved: SavedView) => change((list) => byName([...list.filter((view) => view.id !== saved.id), saved]));
  const failed = (what: string) => (error: unknown): never => {
    throw new Error(`Não foi possível ${what} a visão: ${errorMessage(error)}`);
  };

  return {
    own: views.filter((view) => view.own),
    shared: views.filter((view) => !view.own),
    isLoading: query.isFirstLoad || (query.isPending && query.data === undefined),
    error: query.error,
    retry: refetch,
    active,
    isModified,
    apply,
    leave: () => go(viewSearch(null, null, { perPage }, search)),
    async create(input) {
      const saved = await api.save({ name: input.name, shared: input.shared, state: current }).catch(failed('salvar'));
      replace(saved);
      go(viewSearch(null, saved.id, { perPage }, search));
      notifier.notify({ message: `Visão "${saved.name}" salva.`, intent: 'success' });
    },
    async rename(view, input) {
      const saved = await api.save({ id: view.id, name: input.name, shared: input.shared, state: view.state }).catch(failed('alterar'));
      replace(saved);
      notifier.notify({ message: `Visão "${saved.name}" alterada.`, intent: 'success' });
    },
    async update(view) {
      const saved = await api.save({ id: view.id, name: view.name, shared: view.shared, state: current }).catch(failed('atualizar'));
      replace(saved);
      notifier.notify({ message: `Visão "${saved.name}" atualizada.`, intent: 'success' });
    },
    async remove(view) {
      await api.remove(view.id).catch(failed('remover'));
      change((list) => list.filter((item) => item.id !== view.id));
      if (view.id === activeId) go(viewSearch(null, null, { perPage }, search));
      notifier.notify({ message: `Visão "${view.name}" removida.`, intent: 'success' });
    },
    async copyLink(view) {
      const link = `${window.location.origin}${location}?${viewSearch(view.state, view.id, { perPage }, '')}`;
      try {
        await navigator.clipboard.writeText(link);
        notifier.notify({ message: `Link da visão "${view.name}" copiado.`, intent: 'success' });
      } catch {
        // Without clipboard access (an old browser, a denied permission) the user still gets the address.
        notifier.notify({ message: `Não foi possível copiar. Link da visão: ${link}`, intent: 'warning', timeout: 0 });
      }
    },
    nameProblem: (name, exceptId) => viewNameProblem(name, views, exceptId),
  };
}
