import { useSyncExternalStore } from "react";

/** The account this browser was just refused for by the session limit, and whether to go to /login. */
export interface SessionLimitRefusal {
  email: string;
  isLoginPending: boolean;
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

/** Spec section 8's refusal: the login screen then offers the way in that needs no other device. */
export function recordSessionLimitRefusal(email: string): void {
  publish({ email, isLoginPending: true });
}

export function clearSessionLimitRefusal(): void {
  if (refusal) publish(null);
}

/** The one trip to /login a refusal asks for (later navigation is the person's own). */
export function markLoginReached(): void {
  if (refusal?.isLoginPending) publish({ ...refusal, isLoginPending: false });
}

export function useSessionLimitRefusal(): SessionLimitRefusal | null {
  return useSyncExternalStore(
    subscribe,
    () => refusal,
    () => null,
  );
}
