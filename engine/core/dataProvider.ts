/**
 * The port every screen kind and plugin does its I/O through (the data layer implements it over the http
 * client; tests pass a fake whose unimplemented methods throw). Calls are the definition format's, as
 * engine/core/definition/runtime.ts gives them.
 */
import type { CallSpec, RecordCallSpec, Row, Sort, SourceSpec } from './definition/runtime.ts';

export type { CallSpec, RecordCallSpec, Row, Sort, SourceSpec } from './definition/runtime.ts';

/** Parameters of one list request. */
export interface ListParams {
  /** First page is 1. */
  page: number;
  perPage: number;
  sort?: Sort;
  filter?: Record<string, unknown>;
  /** Route params and other values that fill the source's templates. */
  context?: Record<string, unknown>;
  signal?: AbortSignal;
}

/** One page of a list: its rows and how many rows the whole filtered list has. */
export interface ListPage {
  rows: Row[];
  total: number;
}

/** All I/O of the renderers goes through here; tests pass a fake whose unimplemented methods throw. */
export interface DataProvider {
  /** One page of rows and the total count. */
  list(source: SourceSpec, params: ListParams): Promise<ListPage>;
  /**
   * The page this very request last answered in this tab, if no write happened since: a list opened again
   * draws it at once while `list` fetches the fresh one. Optional (without it a list waits for its data).
   */
  peekList?(source: SourceSpec, params: Omit<ListParams, 'signal'>): ListPage | undefined;
  /** One record. */
  get(call: RecordCallSpec, params: { context: Record<string, unknown>; signal?: AbortSignal }): Promise<Row>;
  /**
   * Saves a record (the body is the record merged over the call's body template); returns the saved record.
   * Saves and removals are writes: an expired session asks to sign in again and retries them once.
   */
  save(call: RecordCallSpec, params: { record: Row; context?: Record<string, unknown> }): Promise<Row>;
  /** Removes a record (or runs any call whose answer is not needed). */
  remove(call: CallSpec, params: { context: Record<string, unknown> }): Promise<void>;
  /**
   * Any call; the raw response (dashboards, remote selects). `write` marks a call that changes data (a sent
   * message, a saved event): like save and remove, an expired session then asks to sign in again and the
   * call is retried, keeping the screen. `keepalive` lets the call finish after the page is left (a small
   * save sent as the page hides).
   */
  fetch(call: CallSpec, params: { context?: Record<string, unknown>; extra?: Record<string, unknown>; signal?: AbortSignal; write?: boolean; keepalive?: boolean }): Promise<unknown>;
}
