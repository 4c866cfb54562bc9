import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbort } from './ApiError';
import { useDataProvider } from './DataProviderContext';
import type { RecordCallSpec, Row } from '../core/dataProvider';

/** Loading one record: the record, its loading and error state, and a reload. */
export interface RecordState {
  record: Row | null;
  isLoading: boolean;
  error: string | null;
  reload(): void;
}

/** Loads one record with a call and a context (route params); `enabled: false` skips the call (create mode). */
export function useRecord(call: RecordCallSpec | undefined, context: Record<string, unknown>, enabled = true): RecordState {
  const dataProvider = useDataProvider();
  const [record, setRecord] = useState<Row | null>(null);
  const [isLoading, setLoading] = useState(Boolean(call && enabled));
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const contextKey = JSON.stringify(context);
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    if (!call || !enabled) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    dataProvider
      .get(call, { context: contextRef.current, signal: controller.signal })
      .then((loaded) => {
        if (controller.signal.aborted) return;
        setRecord(loaded);
        setLoading(false);
      })
      .catch((failure) => {
        if (controller.signal.aborted || isAbort(failure)) return;
        setError(errorMessage(failure));
        setLoading(false);
      });
    return () => controller.abort();
  }, [call, dataProvider, enabled, contextKey, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { record, isLoading, error, reload };
}
