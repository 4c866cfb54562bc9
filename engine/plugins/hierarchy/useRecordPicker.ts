import { useCallback, useState } from 'react';
import { useDataProvider } from '../../data/DataProviderContext';
import { useQuery } from '../../data/useQuery';
import type { ListPage, Row, SourceSpec } from '../../core/dataProvider';

/** Results of the record search shown when the select screen has no record yet. */
export interface RecordPicker {
  query: string;
  setQuery(query: string): void;
  /** Runs the search with the typed text. */
  search(): void;
  rows: Row[];
  total: number;
  isLoading: boolean;
  error: string | null;
}

/** Rows shown per search. */
const PICKER_PAGE_SIZE = 10;

/** Searches records (the first page of `source`, the text in `searchField`); runs once at start with no text. */
export function useRecordPicker(source: SourceSpec | undefined, searchField: string): RecordPicker {
  const dataProvider = useDataProvider();
  const [query, setQuery] = useState('');
  // Each press of "search" runs again, even with the same text (the records may have changed).
  const [applied, setApplied] = useState<{ text: string; run: number }>({ text: '', run: 0 });
  const page = useQuery<ListPage>({
    key: [source, searchField, applied],
    enabled: Boolean(source),
    fetch: (signal) =>
      dataProvider.list(source!, { page: 1, perPage: PICKER_PAGE_SIZE, filter: applied.text ? { [searchField]: applied.text } : {}, signal }),
  });
  const search = useCallback(() => setApplied((current) => ({ text: query.trim(), run: current.run + 1 })), [query]);
  return { query, setQuery, search, rows: page.data?.rows ?? [], total: page.data?.total ?? 0, isLoading: page.isPending, error: page.error };
}
