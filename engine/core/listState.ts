import type { Sort } from './dataProvider.ts';
import type { RuntimeListScreen } from './definition/runtime.ts';
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

type PropertyTypes = Record<string, string | undefined>;

/** The JSON type of each filter property, to read filter values back from the URL with their type. */
export function filterTypes(schema: Record<string, unknown> | undefined): PropertyTypes {
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string | string[] }>;
  const out: PropertyTypes = {};
  for (const [name, property] of Object.entries(properties)) {
    out[name] = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  }
  return out;
}

function coerce(raw: string, type: string | undefined): unknown {
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
 * The state a list screen opens in for a query string: its filter types, page sizes, default filters (relative
 * dates such as `{today-30}` worked out now) and default sort. The screen's controller and the request fetched
 * ahead at start both read it, so what is fetched ahead is exactly what the screen asks for.
 */
export function listStateOf(definition: RuntimeListScreen, search: string): ListUrlState {
  return parseListState(search, {
    types: filterTypes(definition.filters?.schema),
    pageSizes: pageSizesOf(definition),
    defaults: definition.filters?.defaults ? fillTemplate(definition.filters.defaults, {}) : undefined,
    defaultSort: definition.defaultSort as Sort | undefined,
  });
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
