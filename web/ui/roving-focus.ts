/** The keys that move between a list's items: the pair for its orientation, plus Home and End. */
const STEP_KEYS = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
} as const;

/**
 * The item a key moves to in a roving-focus list (tabs, menus): the next or previous one wrapping
 * around, or the first or last. Undefined when the key does not move, or the list is empty.
 */
export function rovingTarget<T>(
  items: readonly T[],
  current: T | null,
  key: string,
  orientation: keyof typeof STEP_KEYS,
): T | undefined {
  if (key === "Home") return items[0];
  if (key === "End") return items.at(-1);
  const step = (STEP_KEYS[orientation] as Record<string, number>)[key];
  if (step === undefined || items.length === 0) return undefined;
  const index = current === null ? -1 : items.indexOf(current);
  if (index === -1) return step === 1 ? items[0] : items.at(-1);
  return items[(index + step + items.length) % items.length];
}
