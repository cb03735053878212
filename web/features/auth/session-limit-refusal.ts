import { useSyncExternalStore } from "react";

/** The account this browser was just refused for by the session limit (docs/product.md, "Sessions"). */
export interface SessionLimitRefusal {
  email: string;
  /** The person chose the password reset; the login page opens it for this e-mail. */
  isResetRequested: boolean;
}

let refusal: SessionLimitRefusal | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionLimitRefusal | null) {
  refusal = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Recorded with the session-limit alert: the way in that needs no other device is then offered. */
export function recordSessionLimitRefusal(email: string): void {
  publish({ email, isResetRequested: false });
}

export function requestPasswordResetAfterRefusal(): void {
  if (refusal) publish({ ...refusal, isResetRequested: true });
}

export function clearSessionLimitRefusal(): void {
  if (refusal) publish(null);
}

/** The refusal as it is now; read once by a component that mounts (the login tabs). */
export function readSessionLimitRefusal(): SessionLimitRefusal | null {
  return refusal;
}

export function useSessionLimitRefusal(): SessionLimitRefusal | null {
  return useSyncExternalStore(
    subscribe,
    () => refusal,
    () => null,
  );
}
