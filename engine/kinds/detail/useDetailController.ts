import { useMemo } from 'react';
import { fillText, routeContext } from '../../core/template';
import type { Row } from '../../core/dataProvider';
import type { RuntimeDetailScreen } from '../../core/definition/runtime';
import { useRecord } from '../../data/useRecord';

/** What a detail view shows: the record (with route params as context), its state and the heading. */
export interface DetailController {
  record: Row | null;
  /** Route params merged with the record: the context of actions and templates. */
  context: Row;
  heading: string;
  isLoading: boolean;
  error: string | null;
  reload(): void;
}

/** Loads the record of a detail screen by its route params. */
export function useDetailController(definition: RuntimeDetailScreen, params: Record<string, string>): DetailController {
  const start = useMemo(() => routeContext(params, definition.idParam, definition.idField), [params, definition.idParam, definition.idField]);
  const { record, isLoading, error, reload } = useRecord(definition.load, start);
  const context = useMemo(() => ({ ...start, ...(record ?? {}) }), [start, record]);
  const heading = record && definition.heading ? fillText(definition.heading, context) : definition.title;
  return { record, context, heading, isLoading, error, reload };
}
