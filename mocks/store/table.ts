/**
 * In-memory tables of the mock store. Records are never changed in place: a write replaces the record and the
 * table hands out a new `all()` array, which is what lets list views, sort orders and indexes be cached by
 * array identity (see memo.ts). Ids are positive integers and a record lives at index `id - 1`.
 */

/** How to build one table: its name, id field and the seed rows for a given scale. */
export interface TableDefinition<T extends object> {
  /** Unique name (also used in error messages). */
  name: string;
  /** Field holding the numeric id (1, 2, 3...). */
  idField: keyof T & string;
  /**
   * Text fields that list filters search (containsText): their accent-free form is prepared when the server
   * warms up, so the first search over 100 000 rows does not pay for it.
   */
  searchFields?: readonly string[];
  /**
   * The fresh rows for `scale`. `base` gives the fresh rows of another table the seed depends on.
   * Must be deterministic: the same scale always gives the same rows.
   */
  seed(context: SeedContext): T[];
}

/** What a seed function receives. */
export interface SeedContext {
  /** MOCK_SCALE: 1 gives the default volume. */
  scale: number;
  /** The fresh rows of another table. */
  base<U extends object>(definition: TableDefinition<U>): readonly U[];
}

/** Declares a table; areas keep their definitions beside their handlers. */
export function defineTable<T extends object>(definition: TableDefinition<T>): TableDefinition<T> {
  return definition;
}

/** The fresh content of a table, shared by every store of the same scale (never written to). */
export interface TableBase<T> {
  slots: ReadonlyArray<T | undefined>;
  rows: readonly T[];
}

/** Builds the shared base of a table from its seed rows (ids must be 1..n in order). */
export function tableBase<T extends object>(definition: TableDefinition<T>, rows: T[]): TableBase<T> {
  const slots: T[] = [];
  for (const row of rows) {
    const id = row[definition.idField] as unknown;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      throw new Error(`[mocks] ${definition.name}: id inválido ${String(id)}`);
    }
    if (slots[id - 1]) throw new Error(`[mocks] ${definition.name}: id repetido ${id}`);
    slots[id - 1] = Object.freeze(row);
  }
  const live = slots.filter(Boolean);
  return { slots, rows: Object.freeze(live) };
}

/** One table of one store. */
export class Table<T extends object> {
  private readonly slots: Array<T | undefined>;
  private snapshot: readonly T[] | null;

  constructor(
    readonly definition: TableDefinition<T>,
    base: TableBase<T>,
  ) {
    // Copying the slots is the whole cost of a reset (about a millisecond for 100 000 rows).
    this.slots = base.slots.slice();
    this.snapshot = base.rows;
  }

  /** The record with that id, if it exists. */
  get(id: number): T | undefined {
    return Number.isInteger(id) && id >= 1 ? this.slots[id - 1] : undefined;
  }

  /** Every record in id order; the same array until the next write. */
  all(): readonly T[] {
    if (!this.snapshot) this.snapshot = Object.freeze(this.slots.filter((row): row is T => row !== undefined));
    return this.snapshot;
  }

  /** The id the next inserted record gets. */
  nextId(): number {
    return this.slots.length + 1;
  }

  /** Adds a record (all fields but the id) with the next id and returns it. */
  insert(row: Partial<T>): T {
    const id = this.nextId();
    const stored = Object.freeze({ ...row, [this.definition.idField]: id }) as T;
    this.slots.push(stored);
    this.snapshot = null;
    return stored;
  }

  /** Replaces the record with the same id (which must exist) and returns it. */
  replace(row: T): T {
    const id = row[this.definition.idField] as unknown as number;
    if (!this.get(id)) throw new Error(`[mocks] ${this.definition.name}: id ${id} não existe`);
    const stored = Object.freeze({ ...row });
    this.slots[id - 1] = stored;
    this.snapshot = null;
    return stored;
  }

  /** Stores the record under its own id, adding or replacing it (tables that mirror another table's ids). */
  put(row: T): T {
    const id = row[this.definition.idField] as unknown;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      throw new Error(`[mocks] ${this.definition.name}: id inválido ${String(id)}`);
    }
    const stored = Object.freeze({ ...row });
    this.slots[id - 1] = stored;
    this.snapshot = null;
    return stored;
  }

  /** Removes the record with that id; returns it, or undefined when there was none. */
  remove(id: number): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    this.slots[id - 1] = undefined;
    this.snapshot = null;
    return row;
  }
}
