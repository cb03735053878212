import type { GoTrueClient } from "@supabase/auth-js";

/** Where auth-js keeps the session in local storage. */
export const AUTH_STORAGE_KEY = "plataforma-ia-auth";

type Listener = (client: GoTrueClient) => void;

const listeners = new Set<Listener>();
let readyClient: GoTrueClient | null = null;

/**
 * Calls `listener` once the auth client exists (at once if it already does). The client is
 * ~20 KB gzipped, so a visitor with no session only downloads it when a sign-in form appears.
 */
export function whenAuthClientReady(listener: Listener): () => void {
  if (readyClient) {
    listener(readyClient);
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceAuthClient(client: GoTrueClient): void {
  readyClient = client;
  for (const listener of listeners) listener(client);
  listeners.clear();
}

/** A stored session, or an e-mail link's code, session or error in the address, needs the client now. */
export function hasAuthStateToRestore(): boolean {
  try {
    if (localStorage.getItem(AUTH_STORAGE_KEY)) return true;
  } catch {
    // Storage blocked: nothing was kept, so only the address can hold a session.
  }
  return (
    /(?:^#|&)(?:access_token|error_code|error_description)=/.test(window.location.hash) ||
    /[?&]code=/.test(window.location.search)
  );
}
