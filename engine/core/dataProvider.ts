/**
 * Shapes the data layer needs from a definition. The generated definition types are structurally
 * assignable to these, so the data layer does not depend on screen-format details it does not use.
 */

/** A record as the API returns it. */
export type Row = Record<string, unknown>;

/** One HTTP call described by a definition. */
export interface CallSpec {
  endpoint: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Body template; `":name"` values are filled from the context. */
  body?: Record<string, unknown>;
  /** Query template; `":name"` values are filled from the context. */
  query?: Record<string, unknown>;
}

/** A paged list call plus the mapping of its response. */
export interface SourceSpec extends CallSpec {
  /** Dotted path of the rows array in the response. */
  rows: string;
  /** Dotted path of the total count; absent = rows' length. */
  total?: string;
  /** Field that identifies a row. */
  id?: string;
  /** Body fields of the paging convention, or false when the endpoint returns everything. */
  paging?: { page?: string; perPage?: string } | false;
  /** Body fields that carry the sort. */
  sort?: { field?: string; order?: string };
}

/** A call whose response holds one record at `record` (dotted path; absent = whole response). */
export interface RecordCallSpec extends CallSpec {
  record?: string;
}

/** Sort order of a list. */
export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

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

/** All I/O of the renderers goes through here; tests pass a fake whose unimplemented methods throw. */
export interface DataProvider {
  /** One page of rows and the total count. */
  list(source: SourceSpec, params: ListParams): Promise<{ rows: Row[]; total: number }>;
  /** One record. */
  get(call: RecordCallSpec, params: { context: Record<string, unknown>; signal?: AbortSignal }): Promise<Row>;
  /** Saves a record (the body is the record merged over the call's body template); returns the saved record. */
  save(call: RecordCallSpec, params: { record: Row; context?: Record<string, unknown> }): Promise<Row>;
  /** Removes a record (or runs any call whose answer is not needed). */
  remove(call: CallSpec, params: { context: Record<string, unknown> }): Promise<void>;
  /** Any call; the raw response (dashboards, remote selects). */
  fetch(call: CallSpec, params: { context?: Record<string, unknown>; extra?: Record<string, unknown>; signal?: AbortSignal }): Promise<unknown>;
}
