import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbort } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { getPath } from '../../core/template';
import type { CallSpec, Row } from '../../core/dataProvider';

/** `ui:options` of the remote select widgets. */
export interface RemoteSelectOptions {
  /** The call that lists the options; `rows` is the dotted path of the array in its response. */
  source: CallSpec & { rows?: string };
  /** Field of an option row that identifies it (stored in the form). */
  valueField: string;
  /** Field of an option row shown to the user. */
  labelField: string;
  /** `value` (default) stores the option's value; `object` stores `{ [valueField], [labelField] }`. */
  store?: 'value' | 'object';
}

/** One option of a remote select. */
export interface RemoteOption {
  /** The option's identifying value (`row[valueField]`). */
  value: unknown;
  /** What the user sees. */
  label: string;
  /** What the form stores for this option. */
  stored: unknown;
}

/** Reads and checks a remote widget's `ui:options`; a definition without them is a wiring bug. */
export function remoteOptionsOf(props: Pick<WidgetProps, 'options' | 'id'>): RemoteSelectOptions {
  const { source, valueField, labelField, store } = props.options as Partial<RemoteSelectOptions>;
  if (!source || typeof source.endpoint !== 'string' || typeof valueField !== 'string' || typeof labelField !== 'string') {
    throw new Error(`[engine] remote select "${props.id}" needs ui:options { source: { endpoint, rows }, valueField, labelField }`);
  }
  return { source, valueField, labelField, store: store === 'object' ? 'object' : 'value' };
}

/** A stable key for comparing an option value with a stored one. */
export function optionKey(value: unknown): string {
  return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The option value behind a stored form value (the object's valueField when storing objects). */
export function storedKey(stored: unknown, config: RemoteSelectOptions): string {
  if (config.store === 'object' && stored && typeof stored === 'object') return optionKey((stored as Row)[config.valueField]);
  return optionKey(stored);
}

/** Builds the option of a row (or of a stored object the list no longer has, so it is not lost). */
export function toOption(row: Row, config: RemoteSelectOptions): RemoteOption {
  const value = row[config.valueField];
  const labelRaw = row[config.labelField];
  const label = labelRaw === undefined || labelRaw === null ? optionKey(value) : String(labelRaw);
  const stored = config.store === 'object' ? { [config.valueField]: value, [config.labelField]: labelRaw } : value;
  return { value, label, stored };
}

/** What the remote widgets read: the options, their loading and error state, and a retry. */
export interface RemoteOptionsState {
  options: RemoteOption[];
  isLoading: boolean;
  error: string | null;
  retry(): void;
}

/** Loads a remote select's options through the DataProvider (aborted when the widget goes away). */
export function useRemoteOptions(config: RemoteSelectOptions): RemoteOptionsState {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<{ options: RemoteOption[]; isLoading: boolean; error: string | null }>({
    options: [],
    isLoading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const configRef = useRef(config);
  configRef.current = config;
  const key = JSON.stringify([config.source, config.valueField, config.labelField, config.store]);

  useEffect(() => {
    const controller = new AbortController();
    const current = configRef.current;
    setState((previous) => ({ ...previous, isLoading: true, error: null }));
    dataProvider
      .fetch(current.source, { signal: controller.signal })
      .then((response) => {
        if (controller.signal.aborted) return;
        const rows = getPath(response, current.source.rows);
        if (!Array.isArray(rows)) throw new Error('O servidor não enviou as opções no formato esperado.');
        const options = rows
          .filter((row): row is Row => Boolean(row) && typeof row === 'object')
          .map((row) => toOption(row, current));
        setState({ options, isLoading: false, error: null });
      })
      .catch((failure) => {
        if (controller.signal.aborted || isAbort(failure)) return;
        setState({ options: [], isLoading: false, error: errorMessage(failure) });
      });
    return () => controller.abort();
  }, [dataProvider, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
