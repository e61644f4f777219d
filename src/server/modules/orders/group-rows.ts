/** Rows grouped by a key, in the order they came: a lookup per key instead of a filter per key. */
export function groupRows<T, K>(rows: readonly T[], keyOf: (row: T) => K): (key: K) => T[] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return (key) => groups.get(key) ?? [];
}
