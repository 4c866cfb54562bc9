/**
 * Items grouped by a key, keys in first-seen order. Each group is filled in place: copying the group on every
 * item (`[...group, item]`) made the dashboards quadratic in the orders (at MOCK_SCALE 1000, /api/produtosdb
 * took 0.63–0.70 s, 0.05–0.07 s filled in place).
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
