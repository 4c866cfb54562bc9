import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
import { useHeldFor } from '../../ui/useHeldFor';
import { getPath } from '../../core/template';
import type { Row, Sort } from '../../core/dataProvider';
import { useCellFormats } from '../../ui/CellFormatsContext';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { downloadText, toCsv } from '../../core/csv';
import { formatListState, listStateOf, pageSizesOf, type ListUrlState } from '../../core/listState';

/** Everything a list view shows and the setters it calls; plain data, no JSX. */
export interface ListController {
  rows: Row[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  pageSizes: number[];
  sort?: Sort;
  filter: Record<string, unknown>;
  /** True while a request is in flight (rows may still show the previous page). */
  isPending: boolean;
  /** True until the first answer arrives. */
  isFirstLoad: boolean;
  /**
   * True while rows are shown and a request for fresh ones has run for {@link REFRESH_SPINNER_DELAY_MS}: a
   * quick refresh (a page, a filter, a list reopened with the rows seen before) shows no spinner flash.
   */
  isRefreshingSlowly: boolean;
  /** pt-BR message of the last failure, or null. */
  error: string | null;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  /** Sorts by a field; the same field again flips the order. */
  toggleSort(field: string): void;
  setFilter(filter: Record<string, unknown>): void;
  refetch(): void;
  /** Downloads every row of the current filter as CSV. */
  exportCsv(): Promise<void>;
  isExporting: boolean;
}

const EXPORT_PAGE = 1000;
/** How long a refresh runs before its spinner shows. */
const REFRESH_SPINNER_DELAY_MS = 300;

/** The controller of a list screen: URL-held paging, sort and filters; server calls through the DataProvider. */
export function useListController(definition: RuntimeListScreen, params: Record<string, string> = {}): ListController {
  const dataProvider = useDataProvider();
  const cells = useCellFormats();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const pageSizes = pageSizesOf(definition);
  const state = useMemo(() => listStateOf(definition, search), [search, definition]);

  const [isExporting, setExporting] = useState(false);
  // The export reads the latest params without re-creating `exportCsv` for each new (equal) params object.
  const paramsRef = useRef(params);
  useLayoutEffect(() => {
    paramsRef.current = params;
  });
  const request = { page: state.page, perPage: state.perPage, sort: state.sort, filter: state.filter, context: params };
  const query = useQuery({
    key: [definition.id, definition.source, state, params],
    fetch: (signal) => dataProvider.list(definition.source, { ...request, signal }),
    // A list the user comes back to draws the page they saw while the fresh one loads.
    placeholder: () => dataProvider.peekList?.(definition.source, request),
  });
  const refreshing = query.isPending && !query.isFirstLoad;
  const refreshingSlowly = useHeldFor(refreshing, REFRESH_SPINNER_DELAY_MS);
  const data = query.data ?? null;
  const error = query.error;

  const update = useCallback(
    (next: Partial<ListUrlState>) => {
      const query = formatListState({ ...state, ...next }, search);
      navigate(`${location}?${query}`, { replace: true });
    },
    [state, search, location, navigate],
  );

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / state.perPage));

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const all: Row[] = [];
      for (let page = 1; ; page++) {
        const { rows, total: count } = await dataProvider.list(definition.source, {
          page, perPage: EXPORT_PAGE, sort: state.sort, filter: state.filter, context: paramsRef.current,
        });
        all.push(...rows);
        if (rows.length < EXPORT_PAGE || all.length >= count) break;
      }
      const columns = definition.columns;
      const header = columns.map((column) => column.title);
      const lines = all.map((row) =>
        columns.map((column) => cells.get(column.format ?? 'text').text(getPath(row, column.field), column, row)),
      );
      downloadText(`${definition.export?.fileName ?? definition.id}.csv`, await toCsv(header, lines));
    } finally {
      setExporting(false);
    }
  }, [cells, dataProvider, definition, state.filter, state.sort]);

  return {
    rows: data?.rows ?? [],
    total,
    page: state.page,
    perPage: state.perPage,
    pageCount,
    pageSizes,
    sort: state.sort,
    filter: state.filter,
    isPending: query.isPending,
    isFirstLoad: query.isFirstLoad,
    isRefreshingSlowly: refreshingSlowly,
    error,
    setPage: (page) => update({ page: Math.min(Math.max(1, page), pageCount) }),
    setPerPage: (perPage) => update({ perPage, page: 1 }),
    toggleSort: (field) =>
      update({
        sort: { field, order: state.sort?.field === field && state.sort.order === 'asc' ? 'desc' : 'asc' },
        page: 1,
      }),
    setFilter: (filter) => update({ filter, page: 1 }),
    refetch: query.refetch,
    exportCsv,
    isExporting,
  };
}
