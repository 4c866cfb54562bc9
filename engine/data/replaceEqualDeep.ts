function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `next`, with every part equal to the same part of `previous` replaced by `previous`'s own object (structural
 * sharing, as react-query's answers have): an answer equal to the one on screen is that very object, and of a
 * page where one row changed only that row is new. Memoised rows then draw again only where the data changed.
 * Plain objects and arrays are compared; anything else (dates, class instances) counts as changed unless identical.
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = arrays ? null : Object.keys(after);
  const size = arrays ? (next as unknown[]).length : keys!.length;
  const copy: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  let same = size === (arrays ? (previous as unknown[]).length : Object.keys(before).length);
  for (let index = 0; index < size; index++) {
    const key = arrays ? String(index) : keys![index];
    const shared = replaceEqualDeep(before[key], after[key]);
    copy[key] = shared;
    if (shared !== before[key] || (!arrays && !Object.hasOwn(before, key))) same = false;
  }
  return (same ? previous : copy) as T;
}
