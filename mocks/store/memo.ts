/**
 * Values derived from an immutable array, cached for as long as that array lives. Tables hand out a new array
 * after every write, so a cache keyed by the array can never serve stale data and needs no invalidation.
 */

interface Entry {
  deps: readonly object[];
  value: unknown;
}

const caches = new WeakMap<object, Map<string, Entry>>();
const MAX_ENTRIES_PER_SOURCE = 48;

/**
 * Returns `compute()`'s value, cached under `key` for this exact `source` (and `deps`, compared by identity).
 * The least recently used entries of a source are dropped beyond a small bound.
 */
export function memoOn<V>(source: object, key: string, compute: () => V, deps: readonly object[] = []): V {
  let entries = caches.get(source);
  if (!entries) {
    entries = new Map();
    caches.set(source, entries);
  }
  const hit = entries.get(key);
  if (hit && hit.deps.length === deps.length && hit.deps.every((dep, i) => dep === deps[i])) {
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as V;
  }
  const value = compute();
  entries.delete(key);
  entries.set(key, { deps, value });
  if (entries.size > MAX_ENTRIES_PER_SOURCE) entries.delete(entries.keys().next().value as string);
  return value;
}

/** The cached value under `key` for `source`, without computing anything. */
export function peekMemo<V>(source: object, key: string): V | undefined {
  const entry = caches.get(source)?.get(key);
  return entry && entry.deps.length === 0 ? (entry.value as V) : undefined;
}
