/**
 * Keeps an in-process map of per-key limits within `maxEntries`, so clients that each send one
 * request (many addresses, many accounts) cannot grow it for as long as its windows last.
 * Drops the stale entries first, then the least recently written, down to 90 % of the bound:
 * the sweep then runs once per many new keys instead of at every one. Callers delete a key
 * before writing it again, so the map's order is the order of the last writes.
 */
export function pruneToBound<Value>(
  map: Map<string, Value>,
  maxEntries: number,
  isStale: (value: Value) => boolean,
): void {
  if (map.size <= maxEntries) return;
  for (const [key, value] of map) if (isStale(value)) map.delete(key);
  const target = Math.floor(maxEntries * 0.9);
  for (const key of map.keys()) {
    if (map.size <= target) break;
    map.delete(key);
  }
}
