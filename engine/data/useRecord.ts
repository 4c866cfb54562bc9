import { useDataProvider } from './DataProviderContext';
import { useQuery } from './useQuery';
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
  const query = useQuery<Row>({
    key: [call, context],
    enabled: Boolean(call && enabled),
    fetch: (signal) => dataProvider.get(call as RecordCallSpec, { context, signal }),
  });
  return { record: query.data ?? null, isLoading: query.isPending, error: query.error, reload: query.refetch };
}
