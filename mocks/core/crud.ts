/**
 * The generic routes of every resource of screens/resources: list (declared filters, declared sortable fields,
 * paging), options, get, save (create without id, update with it; validated by the entity schema) and remove.
 * What a resource has of its own — the table behind it, fields the server computes, a view joined from other
 * tables, a uniqueness or removal rule — is its Binding (mocks/bindings/).
 */
import { resourceNeeds, widen } from './access.ts';
import type { Db, Row, Table } from './db.ts';
import type { MockResource } from './definitions.ts';
import { normalize, pageRequest, paged, query, queryTable } from './query.ts';
import { badRequest, notFound, type Ctx, type Route, type Router } from './router.ts';
import { validateRecord } from './validate.ts';

/** A save in progress, as bindings see it. */
export interface SaveCtx extends Ctx {
  table: Table;
  /** The stored record an update changes (undefined on create). */
  existing?: Row;
}

/** What one resource has of its own. */
export interface Binding {
  /** Table behind the resource (default: the resource id). */
  table?: string;
  /** Read-only rows computed from other tables (lookups, joined views), recomputed after a write to `from`. */
  rows?: (db: Db) => Row[];
  /** Tables `rows` reads (default: any write recomputes them). */
  from?: string[];
  /** Shape of each answered row (lists and options). */
  row?: (row: Row, db: Db) => Row;
  /** Shape of each row of the options call (default: `row`). */
  option?: (row: Row, db: Db) => Row;
  /** Shape of an answered record (get and save); default: `row`. */
  record?: (row: Row, db: Db, ctx: Ctx) => Row;
  /** One record only (settings): read and saved without an id. */
  singleton?: boolean;
  /** Answer field of a save when the resource's calls do not name one. */
  field?: string;
  /** Fields of the view that are not stored (dropped from a saved body). */
  drop?: string[];
  /** Fields the server sets on save: dates, operator, names of referenced records, totals. */
  prepare?: (record: Row, ctx: SaveCtx) => Row;
  /** Business checks beyond the schema (a 400 with a pt-BR message). */
  check?: (record: Row, ctx: SaveCtx) => void;
  /** Fields unique among the records (case and accents ignored) and the message when taken. */
  unique?: Array<[field: string | string[], message: (record: Row) => string]>;
  /** Refuses a removal the data forbids. */
  removable?: (row: Row, ctx: Ctx) => void;
  /** Keys of other screens that read this resource's list, options or record under their own key. */
  readers?: { list?: string[]; options?: string[]; get?: string[] };
}

const memos = new WeakMap<object, { db: Db; version: string; value: unknown }>();

/** A value computed from tables, cached (per owner) until one of `from` (or, without it, any table) changes. */
export function memo<T>(db: Db, owner: object, from: readonly string[] | undefined, compute: () => T): T {
  const version = from ? from.map((name) => db.table(name).version).join(',') : String(db.version);
  const cached = memos.get(owner);
  if (cached && cached.db === db && cached.version === version) return cached.value as T;
  const value = compute();
  memos.set(owner, { db, version, value });
  return value;
}

/** The rows a resource lists: its computed view or its table. */
function sourceRows(db: Db, resource: MockResource, binding: Binding): Row[] {
  if (!binding.rows) return db.table(binding.table ?? resource.id).all();
  return memo(db, binding, binding.from, () => binding.rows!(db));
}

/** The request field a call template fills with the resource's id (`{ "AulaId": "{AulaID}" }` → `AulaId`). */
function idParam(template: Record<string, unknown> | undefined, resource: MockResource, table: Table): string {
  const found = Object.entries(template ?? {}).find(([, value]) => value === `{${resource.idField}}`);
  return found?.[0] ?? table.idField;
}

/** The id a request names (the table's id field, or the resource's). */
function requestedId(input: Row, fields: string[]): unknown {
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** Registers the routes of one resource (routes a rule registered first are kept). */
export function resourceRoutes(router: Router, resource: MockResource, binding: Binding = {}): void {
  const needs = resourceNeeds(resource);
  const source = `recurso \`${resource.id}\``;
  const tableOf = (ctx: Ctx) => ctx.db.table(binding.table ?? resource.id);
  const shapeRow = (db: Db) => (row: Row) => (binding.row ? binding.row(row, db) : row);
  const shapeRecord = (row: Row, ctx: Ctx) => (binding.record ? binding.record(row, ctx.db, ctx) : binding.row ? binding.row(row, ctx.db) : row);
  const add = (call: { method: string; endpoint: string } | undefined, need: Route['need'], handler: Route['handler'], isUpdate?: Route['isUpdate']) => {
    if (call) router.add({ method: call.method, path: call.endpoint, need, handler, isUpdate, source });
  };

  const list = resource.list;
  add(list, widen(needs.read, binding.readers?.list), (ctx) => {
    const request = pageRequest(ctx.input, resource.sortable && [...resource.sortable, resource.idField]);
    const rows = binding.rows ? query(sourceRows(ctx.db, resource, binding), ctx.input, resource.filters, request.sort)
      : queryTable(tableOf(ctx), ctx.input, resource.filters, request.sort);
    if (list!.paging === false) return { [list!.rows]: rows.map(shapeRow(ctx.db)), ...(list!.total ? { [list!.total]: rows.length } : {}) };
    return paged(rows, request, { rows: list!.rows, total: list!.total }, shapeRow(ctx.db));
  });

  const options = resource.options;
  if (options && options.endpoint !== list?.endpoint) {
    const shape = binding.option ?? binding.row ?? ((row: Row) => row);
    add(options, widen(needs.read, binding.readers?.options), (ctx) => ({ [options.rows]: sourceRows(ctx.db, resource, binding).map((row) => shape(row, ctx.db)) }));
  }

  const get = resource.get;
  add(get, widen(needs.read, binding.readers?.get), (ctx) => {
    const table = tableOf(ctx);
    const param = idParam({ ...get!.query, ...get!.body }, resource, table);
    const id = requestedId(ctx.input, [param, table.idField]) ?? (binding.singleton ? table.all()[0]?.[table.idField] : undefined);
    if (id === undefined) throw badRequest(`Informe o ${resource.title} (${param}).`);
    const row = table.get(id);
    if (!row) throw notFound(`Registro não encontrado (${resource.title} ${String(id)}).`);
    return { [get!.record ?? resource.id]: shapeRecord(row, ctx) };
  });

  const save = resource.save;
  const idToSave = (ctx: Ctx) => requestedId(ctx.body, [tableOf(ctx).idField, resource.idField]) ?? (binding.singleton ? tableOf(ctx).all()[0]?.[tableOf(ctx).idField] : undefined);
  const isUpdate = (ctx: Ctx) => idToSave(ctx) !== undefined;
  add(save, { create: needs.create, update: needs.update }, (ctx) => {
    const table = tableOf(ctx);
    const id = idToSave(ctx);
    const existing = id === undefined ? undefined : table.get(id);
    if (id !== undefined && !existing) throw notFound(`Registro não encontrado (${resource.title} ${String(id)}).`);
    const sctx: SaveCtx = { ...ctx, table, existing };
    // A new record starts from the schema's defaults, as the form does.
    const defaults = existing ? {} : Object.fromEntries(Object.entries((resource.schema?.properties ?? {}) as Row).flatMap(([name, property]) => ('default' in property ? [[name, property.default]] : [])));
    let record: Row = { ...defaults, ...existing, ...ctx.body };
    for (const field of [...(binding.drop ?? []), ...(existing ? [] : [table.idField])]) delete record[field];
    if (binding.prepare) record = binding.prepare(record, sctx);
    if (resource.schema) validateRecord(resource.schema, record);
    for (const [fields, message] of binding.unique ?? []) {
      const key = (row: Row) => [fields].flat().map((field) => normalize(row[field])).join('\u0001');
      const mine = key(record);
      if (table.all().some((other) => other !== existing && key(other) === mine)) throw badRequest(message(record));
    }
    binding.check?.(record, sctx);
    const stored = existing ? table.put({ ...record, [table.idField]: existing[table.idField] }) : table.insert(record);
    return { [binding.field ?? save!.record ?? get?.record ?? resource.id]: shapeRecord(stored, ctx) };
  }, isUpdate);

  const remove = resource.remove;
  add(remove, needs.remove, (ctx) => {
    const table = tableOf(ctx);
    const param = idParam({ ...remove!.query, ...remove!.body }, resource, table);
    const id = requestedId(ctx.input, [param, table.idField]);
    if (id === undefined) throw badRequest(`Informe o ${resource.title} (${param}).`);
    const row = table.get(id);
    if (!row) throw notFound(`Registro não encontrado (${resource.title} ${String(id)}).`);
    binding.removable?.(row, ctx);
    table.remove(row[table.idField]);
    return { [param]: row[table.idField] };
  });
}
