/**
 * Saved views of a list ("Visões"): a list's filters, sort and columns kept under a name, to reopen and share.
 * This is the pure part: a view's state from the list's state and back, whether the list still matches its
 * view, the view's address, and the checks of a view's name. I/O lives in engine/data/savedViews.ts.
 */
import type { Sort } from './dataProvider.ts';
import { formatListState, type ListUrlState } from './listState.ts';

/** What a view keeps of its list: the filters and sort (also in the list's URL) and the user's columns. */
export interface ViewState {
  filter: Record<string, unknown>;
  sort?: Sort;
  /** Fields of the hidden columns. */
  hidden?: string[];
  /** Column widths (px) by field. */
  widths?: Record<string, number>;
}

/** A saved view as the list shows it. */
export interface SavedView {
  /** The server's id, as text (it goes into URLs). */
  id: string;
  name: string;
  /** Colleagues see it under "Compartilhadas". */
  shared: boolean;
  /** The signed-in user wrote it: only then it can be changed or removed. */
  own: boolean;
  /** The author's name (shown beside a colleague's view). */
  author: string;
  state: ViewState;
}

/** Query-string key of the view a list shows (`?visao=12&f.Status=true...`): a copied link reopens it. */
export const VIEW_QUERY_KEY = 'visao';
/** Longest view name the server accepts (mocks/rules/views.ts). */
export const MAX_VIEW_NAME = 80;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The filter without empty values (the URL drops them too, so they never make a view look changed). */
function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => !isEmpty(value)));
}

/** A view's state from the list as it is now: its filters and sort, the user's hidden columns and widths. */
export function viewStateOf(
  list: { filter: Record<string, unknown>; sort?: Sort },
  columns: { hidden?: readonly string[]; widths?: Record<string, number> | null },
): ViewState {
  const state: ViewState = { filter: cleanFilter(list.filter) };
  if (list.sort) state.sort = { field: list.sort.field, order: list.sort.order };
  if (columns.hidden?.length) state.hidden = [...columns.hidden];
  if (columns.widths && Object.keys(columns.widths).length) state.widths = { ...columns.widths };
  return state;
}

/**
 * A view's state as stored on the server, reduced to what this list knows: filters it declares (with a plain
 * value), a sort field that looks like one, columns it has. Anything else (a changed definition, a malformed
 * answer) is dropped, never thrown.
 */
export function normalizeViewState(raw: unknown, list: { filters: readonly string[]; columns: readonly string[] }): ViewState {
  const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const filter: Record<string, unknown> = {};
  if (value.filter && typeof value.filter === 'object' && !Array.isArray(value.filter)) {
    for (const [name, item] of Object.entries(value.filter as Record<string, unknown>)) {
      const plain = typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
      if (list.filters.includes(name) && plain && !isEmpty(item)) filter[name] = item;
    }
  }
  const state: ViewState = { filter };
  const sort = value.sort as Partial<Sort> | undefined;
  if (sort && typeof sort.field === 'string' && /^[\w.]+$/.test(sort.field) && (sort.order === 'asc' || sort.order === 'desc')) {
    state.sort = { field: sort.field, order: sort.order };
  }
  if (Array.isArray(value.hidden)) {
    const hidden = [...new Set(value.hidden.filter((field): field is string => typeof field === 'string' && list.columns.includes(field)))];
    // A view never hides every column (the list would show them all anyway).
    if (hidden.length && hidden.length < list.columns.length) state.hidden = hidden;
  }
  if (value.widths && typeof value.widths === 'object' && !Array.isArray(value.widths)) {
    const widths = Object.fromEntries(
      Object.entries(value.widths as Record<string, unknown>).filter(
        ([field, width]) => list.columns.includes(field) && typeof width === 'number' && Number.isFinite(width) && width > 0,
      ),
    ) as Record<string, number>;
    if (Object.keys(widths).length) state.widths = widths;
  }
  return state;
}

const sortedEntries = (record: Record<string, unknown>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));

/** Whether two view states show the same list (filter values compared as the URL carries them; column order of `hidden` ignored). */
export function sameViewState(a: ViewState, b: ViewState): boolean {
  const filters = (state: ViewState) => JSON.stringify(sortedEntries(cleanFilter(state.filter)).map(([name, value]) => [name, String(value)]));
  const sort = (state: ViewState) => (state.sort ? `${state.sort.field}:${state.sort.order}` : '');
  const hidden = (state: ViewState) => JSON.stringify([...(state.hidden ?? [])].sort());
  const widths = (state: ViewState) => JSON.stringify(sortedEntries(state.widths ?? {}));
  return filters(a) === filters(b) && sort(a) === sort(b) && hidden(a) === hidden(b) && widths(a) === widths(b);
}

/** The id of the view a list's query string names, or null. */
export function viewIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get(VIEW_QUERY_KEY);
  return id && /^[\w-]+$/.test(id) ? id : null;
}

/**
 * The query string of a list showing a view: the view's filters and sort from the first page, the page size and
 * unrelated parameters kept, and the view's id (null: the list leaves its view, keeping what it shows).
 */
export function viewSearch(state: ViewState | null, id: string | null, current: { perPage: number }, previousSearch: string): string {
  const query = new URLSearchParams(previousSearch);
  if (id) query.set(VIEW_QUERY_KEY, id);
  else query.delete(VIEW_QUERY_KEY);
  if (!state) return query.toString();
  const next: ListUrlState = { page: 1, perPage: current.perPage, sort: state.sort, filter: state.filter };
  return formatListState(next, query.toString());
}

/** Compares names as people read them: case and accents do not make a different name. */
const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'pt-BR', { sensitivity: 'base' }) === 0;

/**
 * What is wrong with a view name, in pt-BR, or null: required, not too long, and not the name of another of the
 * user's own views of this list (`exceptId`: the view being renamed). Colleagues' views may share a name.
 */
export function viewNameProblem(name: string, views: readonly SavedView[], exceptId?: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Informe o nome da visão.';
  if (trimmed.length > MAX_VIEW_NAME) return `Use no máximo ${MAX_VIEW_NAME} caracteres.`;
  const clash = views.find((view) => view.own && view.id !== exceptId && sameName(view.name, trimmed));
  return clash ? `Você já tem uma visão chamada "${clash.name}" nesta lista.` : null;
}
