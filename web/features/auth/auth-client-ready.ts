import type { GoTrueClient } from "@supabase/auth-js";

/** Where auth-js keeps the session in local storage. */
export const AUTH_STORAGE_KEY = "plataforma-ia-auth";
/** Where auth-js keeps the PKCE verifier of a link this browser asked for (its own key). */
export const CODE_VERIFIER_KEY = `${AUTH_STORAGE_KEY}-code-verifier`;

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

/**
 * A stored session, an e-mail link's code this browser can exchange, or a link's error in the
 * address needs the client now. A code without its verifier (the link opened in another browser)
 * and an implicit session fragment are not for this PKCE client (email-link-landing.ts).
 */
export function hasAuthStateToRestore(): boolean {
  try {
    if (localStorage.getItem(AUTH_STORAGE_KEY)) return true;
  } catch {
    // Storage blocked: nothing was kept, so only the address can hold a session.
  }
  return (
    /(?:^#|&)(?:error_code|error_description)=/.test(window.location.hash) ||
    (/[?&]code=/.test(window.location.search) && hasCodeVerifier())
  );
}

/** This browser asked for a PKCE link and still holds its verifier (auth-js's own test). */
export function hasCodeVerifier(): boolean {
  try {
    return Boolean(localStorage.getItem(CODE_VERIFIER_KEY));
  } catch {
    return false;
  }
}
