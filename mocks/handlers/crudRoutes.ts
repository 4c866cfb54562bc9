/**
 * The four routes of a simple record area (list, one record, save, remove) over one table whose id field is
 * `_id`, so each marketing area only states what is its own: field names, filters and validation.
 */
import type { RowFilter } from '../paging/filters.ts';
import { pagedResponse } from '../paging/paging.ts';
import { badRequest, notFound } from '../server/errors.ts';
import type { AuthedContext, HandlerContext } from '../server/context.ts';
import { authed, type Router } from '../server/router.ts';
import type { TableDefinition } from '../store/table.ts';
import { asRecord, readId } from './input.ts';
import { RecordFields } from './recordFields.ts';

/** A stored record of a simple area. */
export interface IdRecord {
  _id: number;
}

/** What one simple area declares. */
export interface CrudArea<T extends IdRecord> {
  table: TableDefinition<T>;
  /** POST list route, e.g. `/api/campanhas`. */
  listPath: string;
  /** Response fields of the list and its total, e.g. `campanhas` / `totalCampanhas`. */
  listField: string;
  totalField: string;
  /** The row filter of a list request (from its body or query). */
  filter(input: Record<string, unknown>): RowFilter<T> | undefined;
  /** Extra fields the API adds to each row and record (names of related records, form helpers). */
  project?(record: T, context: HandlerContext): Record<string, unknown>;
  /** GET route of one record (`?_id=`), answering `{ [recordField]: record }`; absent = no such route. */
  getPath?: string;
  /** POST save route: creates without `_id`, updates with it; answers `{ [recordField]: record }`. */
  savePath: string;
  /** POST remove route (`_id` in the body); answers `{ _id }`. */
  removePath: string;
  /** Refuses a removal the area forbids (throws a 400); absent = any record may go. */
  beforeRemove?(record: T, context: HandlerContext): void;
  /** Response field of one record, e.g. `campanha`. */
  recordField: string;
  /** pt-BR messages: no record with that id, and no id sent. */
  messages: { notFound: string; idRequired: string };
  /**
   * Builds the fields to store (all but `_id`) from the request over the stored record, or throws a 400.
   * `others` are the other records, for uniqueness rules.
   */
  build(fields: RecordFields<T>, context: AuthedContext, existing: T | undefined, others: readonly T[]): Omit<T, '_id'>;
}

/** The record with the id the request names, or a 400 / 404. */
export function findRecord<T extends IdRecord>(context: HandlerContext, area: Pick<CrudArea<T>, 'table' | 'messages'>, value: unknown): T {
  const id = readId(value);
  if (id === undefined) throw badRequest(area.messages.idRequired);
  const record = context.store.table(area.table).get(id);
  if (!record) throw notFound(area.messages.notFound);
  return record;
}

/** Registers the list, get, save and remove routes of a simple area. */
export function registerCrudRoutes<T extends IdRecord>(router: Router, area: CrudArea<T>): void {
  const shaped = (record: T, context: HandlerContext) => (area.project ? { ...record, ...area.project(record, context) } : record);

  router.post(area.listPath, (context) =>
    pagedResponse(context.input, context.store.table(area.table).all(), {
      list: area.listField,
      total: area.totalField,
      filter: area.filter(context.input),
      project: (record) => shaped(record, context),
    }),
  );

  if (area.getPath) {
    router.get(area.getPath, (context) => ({ [area.recordField]: shaped(findRecord(context, area, context.input._id), context) }));
  }

  router.post(area.savePath, authed((context) => {
    const input = asRecord(context.body);
    const table = context.store.table(area.table);
    const sentId = input._id !== undefined && input._id !== null && input._id !== '';
    const existing = sentId ? findRecord(context, area, input._id) : undefined;
    const others = table.all().filter((record) => record._id !== existing?._id);
    const fields = area.build(new RecordFields<T>(input, existing), context, existing, others);
    const saved = existing ? table.replace({ ...fields, _id: existing._id } as T) : table.insert(fields as Partial<T>);
    return { [area.recordField]: shaped(saved, context) };
  }));

  router.post(area.removePath, (context) => {
    const record = findRecord(context, area, asRecord(context.body)._id);
    area.beforeRemove?.(record, context);
    context.store.table(area.table).remove(record._id);
    return { _id: record._id };
  });
}
