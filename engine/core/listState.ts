import type { Sort } from './dataProvider.ts';
import type { RuntimeListScreen, SourceSpec } from './definition/runtime.ts';
import { fillTemplate } from './template.ts';

/** The part of a list's state that lives in the URL, so a copied link reopens the same view. */
export interface ListUrlState {
  page: number;
  perPage: number;
  sort?: Sort;
  filter: Record<string, unknown>;
}

/** Query-string keys (pt-BR, because users see and share these URLs). */
const LIST_QUERY = { page: 'pagina', perPage: 'porPagina', sort: 'ordem', filterPrefix: 'f.' } as const;

/** Default page size of the spec. */
const DEFAULT_PAGE_SIZE = 10;
/** Page sizes offered when a definition names none. */
const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

/** The JSON type of each filter property, by name (null: the schema gives none; kept, as JSON keeps it). */
export type PropertyTypes = Record<string, string | null>;

/** The JSON type of each filter property, to read filter values back from the URL with their type. */
export function filterTypes(schema: Record<string, unknown> | undefined): PropertyTypes {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string | string[] }>;
  const out: PropertyTypes = {};
  for (const [name, property] of Object.entries(properties)) {
    out[name] = (Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type) ?? null;
  }
  return out;
}

function coerce(raw: string, type: string | null): unknown {
  if (type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  if (type === 'number' || type === 'integer') {
    const n = Number(raw);
    return raw !== '' && Number.isFinite(n) ? n : undefined;
  }
  return raw;
}

/** Reads the list state from a query string; anything invalid falls back to the defaults. */
export function parseListState(
  search: string,
  options: { types: PropertyTypes; pageSizes: number[]; defaults?: Record<string, unknown>; defaultSort?: Sort },
): ListUrlState {
  const query = new URLSearchParams(search);
  const page = Number(query.get(LIST_QUERY.page));
  const perPage = Number(query.get(LIST_QUERY.perPage));
  const sortRaw = query.get(LIST_QUERY.sort);
  const filter: Record<string, unknown> = {};
  let anyFilter = false;
  for (const [key, raw] of query) {
    if (!key.startsWith(LIST_QUERY.filterPrefix)) continue;
    const name = key.slice(LIST_QUERY.filterPrefix.length);
    if (!Object.prototype.hasOwnProperty.call(options.types, name)) continue;
    anyFilter = true;
    const value = coerce(raw, options.types[name]);
    if (value !== undefined && value !== '') filter[name] = value;
  }
  let sort: Sort | undefined = options.defaultSort;
  if (sortRaw) {
    const desc = sortRaw.startsWith('-');
    const field = desc ? sortRaw.slice(1) : sortRaw;
    if (/^[\w.]+$/.test(field)) sort = { field, order: desc ? 'desc' : 'asc' };
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: options.pageSizes.includes(perPage) ? perPage : options.pageSizes[0] ?? DEFAULT_PAGE_SIZE,
    sort,
    filter: anyFilter ? filter : { ...(options.defaults ?? {}) },
  };
}

/** The page sizes a list offers: its definition's, or the defaults. */
export function pageSizesOf(definition: RuntimeListScreen): number[] {
  return definition.pageSizes?.length ? definition.pageSizes : DEFAULT_PAGE_SIZES;
}

/**
 * What a list's first request needs of its definition: its source and what its state is read with. The build keeps
 * it for every list (`virtual:screens/list-starts`), so the request fetched ahead at start leaves without waiting for
 * the definition's own file.
 */
export interface ListStart {
  source: SourceSpec;
  filterTypes: PropertyTypes;
  /** The default filters as written (relative dates such as `{today-30}` are worked out when read). */
  filterDefaults?: Record<string, unknown>;
  pageSizes: number[];
  defaultSort?: Sort;
}

/** The {@link ListStart} of a list definition. */
export function listStartOf(definition: RuntimeListScreen): ListStart {
  const start: ListStart = { source: definition.source, filterTypes: filterTypes(definition.filters?.schema), pageSizes: pageSizesOf(definition) };
  if (definition.filters?.defaults) start.filterDefaults = definition.filters.defaults;
  if (definition.defaultSort) start.defaultSort = definition.defaultSort as Sort;
  return start;
}

/**
 * The state a list opens in for a query string: its filter types, page sizes, default filters (relative dates such
 * as `{today-30}` worked out now) and default sort. The screen's controller and the request fetched ahead at start
 * both read it, so what is fetched ahead is exactly what the screen asks for.
 */
export function startStateOf(start: ListStart, search: string): ListUrlState {
  return parseListState(search, {
    types: start.filterTypes,
    pageSizes: start.pageSizes,
    defaults: start.filterDefaults ? fillTemplate(start.filterDefaults, {}) : undefined,
    defaultSort: start.defaultSort,
  });
}

/** The state a list screen opens in for a query string ({@link startStateOf} of its definition). */
export function listStateOf(definition: RuntimeListScreen, search: string): ListUrlState {
  return startStateOf(listStartOf(definition), search);
}

/** Writes the list state into a query string, keeping unrelated parameters. */
export function formatListState(state: ListUrlState, previousSearch = ''): string {
  const query = new URLSearchParams(previousSearch);
  for (const key of [...query.keys()]) {
    if (key.startsWith(LIST_QUERY.filterPrefix)) query.delete(key);
  }
  query.set(LIST_QUERY.page, String(state.page));
  query.set(LIST_QUERY.perPage, String(state.perPage));
  if (state.sort) query.set(LIST_QUERY.sort, (state.sort.order === 'desc' ? '-' : '') + state.sort.field);
  else query.delete(LIST_QUERY.sort);
  for (const [name, value] of Object.entries(state.filter)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(LIST_QUERY.filterPrefix + name, String(value));
  }
  return query.toString();
}
