/**
 * The paging convention of the simulated API, for every list endpoint:
 * request (body, or query for GET) `QTDPorPagina` (default 10), `NumeroDaPagina` (default 1, first page 1),
 * `OrdenarPor` (dotted field) and `Ordem` (`asc` | `desc`); the response carries the list field, the total
 * field and `rowsPerPage`.
 */
import { memoOn, peekMemo } from '../store/memo.ts';
import { sortRows, type SortSpec } from './compare.ts';
import type { RowFilter } from './filters.ts';

/** Default page size of the convention. */
export const DEFAULT_PAGE_SIZE = 10;

/** A list request read from the input. */
export interface PageRequest {
  /** First page is 1. */
  page: number;
  perPage: number;
  sort?: SortSpec;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** Reads the paging and sort fields; missing or invalid values fall back to the defaults. */
export function readPageRequest(input: Record<string, unknown>): PageRequest {
  const field = typeof input.OrdenarPor === 'string' ? input.OrdenarPor.trim() : '';
  const order = typeof input.Ordem === 'string' && input.Ordem.trim().toLowerCase() === 'desc' ? 'desc' : 'asc';
  return {
    page: positiveInteger(input.NumeroDaPagina) ?? 1,
    perPage: positiveInteger(input.QTDPorPagina) ?? DEFAULT_PAGE_SIZE,
    sort: field ? { field, order } : undefined,
  };
}

/** One page of a list. */
export interface PageResult<T> {
  rows: T[];
  /** Rows matching the filter, on every page. */
  total: number;
  page: number;
  perPage: number;
}

function viewKey(filter: RowFilter<never> | undefined, sort: SortSpec | undefined): string {
  return `${filter ? filter.key : ''}\u0001${sort ? `${sort.field}\u0002${sort.order}` : ''}`;
}

/**
 * The rows matching `filter`, in `sort` order. Cached per `rows` array (tables hand out a new array after a
 * write), so paging through 100 000 rows sorts them once: a filter over an already-sorted view only scans it.
 */
export function orderedRows<T extends object>(rows: readonly T[], filter?: RowFilter<T>, sort?: SortSpec): readonly T[] {
  if (!filter && !sort) return rows;
  return memoOn(rows, viewKey(filter as RowFilter<never> | undefined, sort), () => {
    if (!filter) return sortRows(rows, sort!);
    if (!sort) return rows.filter((row) => filter.test(row));
    const sortedAll = peekMemo<readonly T[]>(rows, viewKey(undefined, sort));
    if (sortedAll) return sortedAll.filter((row) => filter.test(row));
    return sortRows(rows.filter((row) => filter.test(row)), sort);
  });
}

/** One page of `rows` as the request asks (filter, sort, page). */
export function queryPage<T extends object>(input: Record<string, unknown>, rows: readonly T[], filter?: RowFilter<T>): PageResult<T> {
  const request = readPageRequest(input);
  const matched = orderedRows(rows, filter, request.sort);
  const start = (request.page - 1) * request.perPage;
  return { rows: matched.slice(start, start + request.perPage), total: matched.length, page: request.page, perPage: request.perPage };
}

/** How a list endpoint names its response fields and shapes its rows. */
export interface PagedSpec<T> {
  /** Response field of the rows, e.g. `cupons`. */
  list: string;
  /** Response field of the total, e.g. `totalCupons`. */
  total: string;
  filter?: RowFilter<T>;
  /** Shapes each row of the page (stored records may carry internal fields). */
  project?: (row: T) => unknown;
}

/** The whole response of a list endpoint: `{ [list]: rows, [total]: n, rowsPerPage }`. */
export function pagedResponse<T extends object>(input: Record<string, unknown>, rows: readonly T[], spec: PagedSpec<T>): Record<string, unknown> {
  const page = queryPage(input, rows, spec.filter);
  return {
    [spec.list]: spec.project ? page.rows.map(spec.project) : page.rows,
    [spec.total]: page.total,
    rowsPerPage: page.perPage,
  };
}
