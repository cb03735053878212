import { useCallback, useSyncExternalStore, type SetStateAction } from "react";

type Listener = () => void;

const listenersByKey = new Map<string, Set<Listener>>();
/** The last text read for each key and what it parsed to: a snapshot must not change while its text does not. */
const parsedByKey = new Map<string, { raw: string | null; value: unknown }>();
/** Where values go when the browser refuses storage (private mode, full): they last until the page closes. */
const unsavedByKey = new Map<string, string | null>();

function readRaw(key: string): string | null {
  if (unsavedByKey.has(key)) return unsavedByKey.get(key) ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | null): void {
  try {
    if (raw === null) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
    unsavedByKey.delete(key);
  } catch {
    unsavedByKey.set(key, raw);
  }
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

function readParsed(key: string): unknown {
  const raw = readRaw(key);
  const cached = parsedByKey.get(key);
  if (cached?.raw === raw) return cached.value;
  let value: unknown;
  try {
    value = raw === null ? undefined : JSON.parse(raw);
  } catch {
    value = undefined;
  }
  parsedByKey.set(key, { raw, value });
  return value;
}

function subscribe(key: string, listener: Listener): () => void {
  const listeners = listenersByKey.get(key) ?? new Set();
  listeners.add(listener);
  listenersByKey.set(key, listeners);
  return () => listeners.delete(listener);
}

/**
 * State kept in this browser's local storage, so a reload loses nothing (progress, drafts).
 * A stored value that no longer fits `isValid` (an older shape) is ignored. A server-rendered
 * page hydrates with `initial`, as the server rendered it, and shows the stored value right after,
 * so the two renders agree.
 */
export function useStoredState<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  const current = (): T => {
    const stored = readParsed(key);
    return isValid(stored) ? stored : initial;
  };
  const value = useSyncExternalStore(
    useCallback((listener: Listener) => subscribe(key, listener), [key]),
    current,
    () => initial,
  );

  const setValue = useCallback(
    (next: SetStateAction<T>) => {
      const stored = readParsed(key);
      const previous = isValid(stored) ? stored : initial;
      const resolved = typeof next === "function" ? (next as (previous: T) => T)(previous) : next;
      writeRaw(key, JSON.stringify(resolved));
    },
    [key, initial, isValid],
  );
  const clear = useCallback(() => writeRaw(key, null), [key]);

  return [value, setValue, clear] as const;
}
