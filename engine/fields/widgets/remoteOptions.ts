import type { WidgetProps } from '@rjsf/utils';
import { ApiError } from '../../data/ApiError';
import { useDataProvider } from '../../data/DataProviderContext';
import { useResources } from '../../data/ResourcesContext';
import { useQuery } from '../../data/useQuery';
import { toCallSpec } from '../../core/definition/calls';
import type { RowsCall } from '../../core/generated';
import type { RowsCallSpec, RuntimeResource } from '../../core/definition/runtime';
import { getPath } from '../../core/template';
import type { Row } from '../../core/dataProvider';

/** The remote select widgets' options, as the widgets use them (a resource's options call, or the widget's own). */
export interface RemoteSelectOptions {
  /** The call that lists the options; `rows` is the dotted path of the array in its response. */
  source: RowsCallSpec;
  /** Field of an option row that identifies it (stored in the form). */
  valueField: string;
  /** Field of an option row shown to the user. */
  labelField: string;
  /** `value` (default) stores the option's value; `object` stores `{ [valueField], [labelField] }`. */
  store?: 'value' | 'object';
  /** Field of an option row that groups the options (the permission matrix's area); none by default. */
  groupField?: string;
}

/** One option of a remote select. */
export interface RemoteOption {
  /** The option's identifying value (`row[valueField]`). */
  value: unknown;
  /** What the user sees. */
  label: string;
  /** What the form stores for this option. */
  stored: unknown;
  /** The option's group (`row[groupField]`), when the config names a group field. */
  group?: string;
}

/** The `ui:options` of a remote widget as the definition writes them (checked at build time). */
interface RemoteUiOptions {
  resource?: string;
  source?: RowsCall;
  valueField?: string;
  labelField?: string;
  store?: 'value' | 'object';
}

/**
 * A remote widget's options: from its resource (`options` call, id and label fields, each field overridable)
 * or from its own `source`. A definition without them is a wiring bug the validator already refuses.
 */
function remoteOptionsOf(props: Pick<WidgetProps, 'options' | 'id'>, resources: Readonly<Record<string, RuntimeResource>>): RemoteSelectOptions {
  const options = props.options as RemoteUiOptions;
  const store = options.store === 'object' ? 'object' : 'value';
  if (options.resource) {
    const resource = resources[options.resource];
    if (!resource?.options) throw new Error(`[engine] remote select "${props.id}": resource "${options.resource}" has no options call`);
    return { source: resource.options, valueField: options.valueField ?? resource.idField, labelField: options.labelField ?? resource.labelField, store };
  }
  if (!options.source || !options.valueField || !options.labelField) {
    throw new Error(`[engine] remote select "${props.id}" needs ui:options { resource } or { source, valueField, labelField }`);
  }
  return { source: { ...toCallSpec(options.source), rows: options.source.rows }, valueField: options.valueField, labelField: options.labelField, store };
}

/** The remote widget's options with its screen's resources (see {@link remoteOptionsOf}). */
export function useRemoteConfig(props: Pick<WidgetProps, 'options' | 'id'>): RemoteSelectOptions {
  return remoteOptionsOf(props, useResources());
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
  if (!config.groupField) return { value, label, stored };
  const groupRaw = row[config.groupField];
  return { value, label, stored, group: groupRaw === undefined || groupRaw === null ? '' : String(groupRaw) };
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
  const query = useQuery<RemoteOption[]>({
    key: [config.source, config.valueField, config.labelField, config.store, config.groupField],
    fetch: async (signal) => {
      const response = await dataProvider.fetch(config.source, { signal });
      const rows = getPath(response, config.source.rows);
      if (!Array.isArray(rows)) throw new ApiError('O servidor não enviou as opções no formato esperado.', { reason: 'shape', data: response });
      return rows.filter((row): row is Row => Boolean(row) && typeof row === 'object').map((row) => toOption(row, config));
    },
  });
  return { options: query.error ? [] : (query.data ?? []), isLoading: query.isPending, error: query.error, retry: query.refetch };
}
