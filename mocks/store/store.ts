/**
 * The in-memory state of the mock API: tables, users, tokens and injected failures. A reset builds a new store;
 * the fresh rows of each table are generated once per scale and shared, so a reset costs little even with
 * 100 000 students.
 */
import { normalizedField } from '../paging/filters.ts';
import { Controls } from './controls.ts';
import { Table, tableBase, type SeedContext, type TableBase, type TableDefinition } from './table.ts';
import { TokenRegistry } from './tokens.ts';
import { UserDirectory } from './users.ts';

/** Generates and keeps the fresh rows of every table for one scale. */
export class SeedCache {
  private readonly bases = new Map<TableDefinition<object>, TableBase<object>>();
  private readonly building = new Set<TableDefinition<object>>();

  constructor(readonly scale: number) {}

  /** The fresh rows of a table (generated on first use). */
  base<T extends object>(definition: TableDefinition<T>): TableBase<T> {
    const key = definition as unknown as TableDefinition<object>;
    const known = this.bases.get(key);
    if (known) return known as unknown as TableBase<T>;
    if (this.building.has(key)) throw new Error(`[mocks] dependência circular ao gerar ${definition.name}`);
    this.building.add(key);
    try {
      const context: SeedContext = { scale: this.scale, base: (other) => this.base(other).rows };
      const built = tableBase(definition, definition.seed(context));
      this.bases.set(key, built as unknown as TableBase<object>);
      return built;
    } finally {
      this.building.delete(key);
    }
  }
}

/** Generates a table's fresh rows and prepares its search fields (see TableDefinition.searchFields). */
export function warmTable<T extends object>(seeds: SeedCache, definition: TableDefinition<T>): void {
  const rows = seeds.base(definition).rows;
  for (const field of definition.searchFields ?? []) for (const row of rows) normalizedField(row, field);
}

const shared = new Map<number, SeedCache>();

/** The seed cache of a scale: shared by every store of the process unless `share` is false. */
export function seedCacheFor(scale: number, share = true): SeedCache {
  if (!share) return new SeedCache(scale);
  let cache = shared.get(scale);
  if (!cache) {
    cache = new SeedCache(scale);
    shared.set(scale, cache);
  }
  return cache;
}

/** One life of the mock's data, from a reset to the next. */
export class MockStore {
  /** Signed-up users (demo users at start). */
  readonly users = new UserDirectory();
  /** Issued access tokens. */
  readonly tokens: TokenRegistry;
  /** Failures and delays requested by tests. */
  readonly controls = new Controls();
  private readonly tables = new Map<TableDefinition<object>, Table<object>>();

  constructor(
    private readonly seeds: SeedCache,
    tokenCounter: { next(): number },
  ) {
    this.tokens = new TokenRegistry(tokenCounter);
  }

  /** MOCK_SCALE of this store. */
  get scale(): number {
    return this.seeds.scale;
  }

  /** The table of this store for that definition, created from the fresh rows on first use. */
  table<T extends object>(definition: TableDefinition<T>): Table<T> {
    const key = definition as unknown as TableDefinition<object>;
    let table = this.tables.get(key) as Table<T> | undefined;
    if (!table) {
      table = new Table(definition, this.seeds.base(definition));
      this.tables.set(key, table as unknown as Table<object>);
    }
    return table;
  }
}
