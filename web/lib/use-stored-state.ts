import { useCallback, useEffect, useState } from "react";

function read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * State kept in this browser's local storage, so a reload loses nothing (progress, drafts).
 * A stored value that no longer fits `isValid` (an older shape) is ignored.
 */
export function useStoredState<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  const [value, setValue] = useState<T>(() => read(key, isValid) ?? initial);

  useEffect(() => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage may be blocked or full (private mode): the app still works, only the reload memory is lost.
    }
  }, [key, value]);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // See above.
    }
    setValue(initial);
  }, [key, initial]);

  return [value, setValue, clear] as const;
}
