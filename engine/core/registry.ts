/**
 * A registry is a plain map looked up by exact key. Unknown and duplicate keys throw, so a typo in a
 * definition or a double registration fails loudly instead of rendering nothing (like rjsf's getWidget).
 */
export interface Registry<T> {
  /** The value registered under `key`; throws `[engine] unknown <kind> "key"` when absent. */
  get(key: string): T;
  /** Whether `key` is registered. */
  has(key: string): boolean;
  /** Registers `value` under `key`; throws on a duplicate key. */
  register(key: string, value: T): void;
  /** Every registered key, in registration order. */
  keys(): string[];
  /** A plain-object copy, for libraries that want a map (rjsf widgets). */
  toObject(): Record<string, T>;
}

/** Creates an empty registry; `kind` names what it holds in error messages ("cell format", "widget"). */
export function createRegistry<T>(kind: string, initial?: Record<string, T>): Registry<T> {
  const map = new Map<string, T>();
  const registry: Registry<T> = {
    get(key) {
      if (!map.has(key)) throw new Error(`[engine] unknown ${kind} "${key}"; registered: ${[...map.keys()].join(', ')}`);
      return map.get(key) as T;
    },
    has: (key) => map.has(key),
    register(key, value) {
      if (map.has(key)) throw new Error(`[engine] duplicate ${kind} "${key}"`);
      map.set(key, value);
    },
    keys: () => [...map.keys()],
    toObject: () => Object.fromEntries(map),
  };
  for (const [key, value] of Object.entries(initial ?? {})) registry.register(key, value);
  return registry;
}

/**
 * Throws when a registry's keys differ from the generated names. The validator checks definitions against those
 * names; a registry that drifted from them would let a definition pass validation and then fail at run time.
 */
export function assertSameKeys(kind: string, actual: readonly string[], expected: readonly string[]): void {
  const missing = expected.filter((key) => !actual.includes(key));
  const extra = actual.filter((key) => !expected.includes(key));
  if (missing.length || extra.length) {
    throw new Error(`[engine] ${kind} registry differs from the generated names: missing ${missing.join(', ') || '-'}, extra ${extra.join(', ') || '-'}`);
  }
}
