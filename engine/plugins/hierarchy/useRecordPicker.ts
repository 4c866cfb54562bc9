import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage, isAbort } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import type { Row, SourceSpec } from '../../core/dataProvider';

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
  const [applied, setApplied] = useState<{ text: string; run: number }>({ text: '', run: 0 });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // One request per search run (and source); it is loading until its answer arrives.
  const request = useMemo(() => ({ source, searchField, applied, dataProvider }), [source, searchField, applied, dataProvider]);
  const [answered, setAnswered] = useState<typeof request | null>(null);

  useEffect(() => {
    const { source, searchField, applied, dataProvider } = request;
    if (!source) return;
    const controller = new AbortController();
    dataProvider
      .list(source, { page: 1, perPage: PICKER_PAGE_SIZE, filter: applied.text ? { [searchField]: applied.text } : {}, signal: controller.signal })
      .then((page) => {
        setRows(page.rows);
        setTotal(page.total);
        setError(null);
        setAnswered(request);
      })
      .catch((failure) => {
        if (isAbort(failure)) return;
        setError(errorMessage(failure));
        setAnswered(request);
      });
    return () => controller.abort();
  }, [request]);

  const search = useCallback(() => setApplied((current) => ({ text: query.trim(), run: current.run + 1 })), [query]);

  return { query, setQuery, search, rows, total, isLoading: Boolean(source) && answered !== request, error };
}
