import { useCallback, useEffect, useRef, useState } from 'react';
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
export const PICKER_PAGE_SIZE = 10;

/** Searches records (the first page of `source`, the text in `searchField`); runs once at start with no text. */
export function useRecordPicker(source: SourceSpec | undefined, searchField: string): RecordPicker {
  const dataProvider = useDataProvider();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState<{ text: string; run: number }>({ text: '', run: 0 });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [isLoading, setLoading] = useState(Boolean(source));
  const [error, setError] = useState<string | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    setLoading(true);
    dataProvider
      .list(source, { page: 1, perPage: PICKER_PAGE_SIZE, filter: applied.text ? { [searchField]: applied.text } : {}, signal: controller.signal })
      .then((page) => {
        setRows(page.rows);
        setTotal(page.total);
        setError(null);
        setLoading(false);
      })
      .catch((failure) => {
        if (isAbort(failure)) return;
        setError(errorMessage(failure));
        setLoading(false);
      });
    return () => controller.abort();
  }, [source, searchField, applied, dataProvider]);

  const search = useCallback(() => setApplied((current) => ({ text: queryRef.current.trim(), run: current.run + 1 })), []);

  return { query, setQuery, search, rows, total, isLoading, error };
}
