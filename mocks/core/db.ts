/**
 * The mock's data: named tables of records, built from the seed on first use. Records are never changed in
 * place (a write stores a new frozen object), so the seed is shared by every reset and lists can be cached by
 * array identity. Writes of one request form a transaction: committed together (one journal line) or undone.
 */

// Records are the JSON of many entity schemas, checked by ajv where they come in; handlers read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;
export type Id = number | string;

/** The seed of one table: its id field and its rows, in id order. */
export interface TableSeed {
  idField: string;
  rows: readonly Row[];
}

/** One change: the record stored under `id` (null = removed). */
export type Change = [table: string, id: Id, row: Row | null];

interface Op {
  table: Table;
  id: Id;
  prev: Row | undefined;
}

let versions = 0;

/**
 * One table of the store. Each id keeps a slot (its position in the seed, new ids after): indexes of large tables
 * are kept by slot (see query.ts), so a write patches them instead of reading 100 000 records again.
 */
export class Table {
  private readonly slots = new Map<Id, number>();
  private readonly bySlot: Array<Row | null> = [];
  private count = 0;
  private list: Row[] | null = null;
  private listSlots: number[] = [];
  private maxId = 0;
  /** Changes on every write, never repeats (caches of derived views compare it). */
  version = ++versions;
  /** The ids of the latest writes, with the version each one produced (sorted views patch themselves with them). */
  private readonly log: Array<[version: number, id: Id]> = [];
  /** The log holds every write after this version. */
  private logStart = this.version;

  constructor(readonly name: string, readonly idField: string, seed: readonly Row[], private readonly db: Db) {
    for (const row of seed) this.place(row[idField], row);
    this.maxId = seed.reduce((max, row) => (typeof row[idField] === 'number' && row[idField] > max ? row[idField] : max), 0);
  }

  /** The record with that id (a numeric text finds a numeric id). */
  get(id: unknown): Row | undefined {
    if (typeof id !== 'number' && typeof id !== 'string') return undefined;
    const slot = this.slots.get(id) ?? (typeof id === 'string' && /^\d+$/.test(id) ? this.slots.get(Number(id)) : undefined);
    return slot === undefined ? undefined : this.bySlot[slot] ?? undefined;
  }

  /** Every record in slot order (the seed's, new records last): the same array until the next write. */
  all(): Row[] {
    if (!this.list) {
      const list: Row[] = [];
      const slots: number[] = [];
      for (let slot = 0; slot < this.bySlot.length; slot += 1) {
        const row = this.bySlot[slot];
        if (!row) continue;
        list.push(row);
        slots.push(slot);
      }
      this.list = list;
      this.listSlots = slots;
    }
    return this.list;
  }

  /** The slot of each record of `all()`, in the same order. */
  allSlots(): number[] {
    this.all();
    return this.listSlots;
  }

  /** The slot of an id (undefined for an id never stored). */
  slotOf(id: Id): number | undefined {
    return this.slots.get(id);
  }

  /** How many slots there are (removed records keep theirs, empty). */
  get slotCount(): number {
    return this.bySlot.length;
  }

  /** The record in a slot (null when removed). */
  atSlot(slot: number): Row | null {
    return this.bySlot[slot] ?? null;
  }

  get size(): number {
    return this.count;
  }

  /** The id the next inserted record gets. */
  nextId(): number {
    return this.maxId + 1;
  }

  /** Stores a record with the next id; answers it. */
  insert(fields: Row): Row {
    return this.put({ ...fields, [this.idField]: this.nextId() });
  }

  /** Stores a record under its own id (adding or replacing it); answers the stored (frozen) record. */
  put(row: Row): Row {
    const id = row[this.idField] as Id;
    if (id === undefined || id === null) throw new Error(`[mocks] ${this.name}: registro sem ${this.idField}`);
    const stored = Object.freeze({ ...row });
    const prev = this.get(id);
    this.set(id, stored);
    this.db.record({ table: this, id, prev });
    return stored;
  }

  /** Removes the record with that id; answers it, or undefined when there was none. */
  remove(id: unknown): Row | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    const key = row[this.idField] as Id;
    this.set(key, null);
    this.db.record({ table: this, id: key, prev: row });
    return row;
  }

  /** Changes the map without recording (replay and rollback). */
  set(id: Id, row: Row | null): void {
    this.place(id, row);
    if (typeof id === 'number' && id > this.maxId) this.maxId = id;
    this.list = null;
    this.version = ++versions;
    this.log.push([this.version, id]);
    if (this.log.length > 2000) this.logStart = this.log.splice(0, 1000)[999][0];
  }

  private place(id: Id, row: Row | null): void {
    const slot = this.slots.get(id);
    if (slot === undefined) {
      if (!row) return;
      this.slots.set(id, this.bySlot.length);
      this.bySlot.push(row);
      this.count += 1;
    } else {
      this.count += (row ? 1 : 0) - (this.bySlot[slot] ? 1 : 0);
      this.bySlot[slot] = row;
    }
  }

  /** The ids written since `version`, or undefined when the log no longer reaches back that far. */
  changedSince(version: number): Id[] | undefined {
    return version < this.logStart ? undefined : this.log.filter(([at]) => at > version).map(([, id]) => id);
  }
}

/** Every table, the transaction in progress and the changes since the seed. */
export class Db {
  private readonly tables = new Map<string, Table>();
  private tx: Op[] | null = null;
  /** Changes since the seed, by table and id (null = removed): what a snapshot keeps. */
  readonly overlay = new Map<string, Map<Id, Row | null>>();
  /** Bumped on every committed write. */
  version = 0;

  constructor(private readonly seed: (name: string) => TableSeed | undefined) {}

  /** The table with that name (built from its seed on first use; a table without seed starts empty). */
  table(name: string, idField = '_id'): Table {
    let table = this.tables.get(name);
    if (!table) {
      const seed = this.seed(name);
      table = new Table(name, seed?.idField ?? idField, seed?.rows ?? [], this);
      this.tables.set(name, table);
    }
    return table;
  }

  /** Starts a transaction (one request's writes). */
  begin(): void {
    this.tx = [];
  }

  /** Ends the transaction and answers its changes, in order, for the journal. */
  commit(): Change[] {
    const ops = this.tx ?? [];
    this.tx = null;
    const changes = ops.map(({ table, id }): Change => [table.name, id, table.get(id) ?? null]);
    for (const [name, id, row] of changes) this.remember(name, id, row);
    if (changes.length) this.version += 1;
    return changes;
  }

  /** Undoes the transaction's writes (a handler failed halfway). */
  rollback(): void {
    const ops = this.tx ?? [];
    this.tx = null;
    for (const { table, id, prev } of ops.reverse()) table.set(id, prev ?? null);
  }

  /** Called by tables after each write (outside a request the write is kept in memory only). */
  record(op: Op): void {
    if (this.tx) return void this.tx.push(op);
    this.remember(op.table.name, op.id, op.table.get(op.id) ?? null);
    this.version += 1;
  }

  /** Applies changes read back from disk (no transaction, no journal). */
  apply(changes: readonly Change[]): void {
    for (const [name, id, row] of changes) {
      this.table(name).set(id, row ? Object.freeze(row) : null);
      this.remember(name, id, row);
    }
    if (changes.length) this.version += 1;
  }

  /** Back to the seed: every table is rebuilt on next use. */
  reset(): void {
    this.tables.clear();
    this.overlay.clear();
    this.tx = null;
    this.version += 1;
  }

  private remember(name: string, id: Id, row: Row | null): void {
    let changes = this.overlay.get(name);
    if (!changes) this.overlay.set(name, (changes = new Map()));
    changes.set(id, row);
  }
}
