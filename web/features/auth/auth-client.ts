import { GoTrueClient } from "@supabase/auth-js";
import { announceAuthClient, AUTH_STORAGE_KEY } from "./auth-client-ready";

let client: GoTrueClient | null = null;

/**
 * The one auth client of the page (docs/architecture.md): our GoTrue-compatible server needs no API key;
 * auth-js brings the refresh timer, the 90 s expiry margin and the retries the product expects.
 * The PKCE flow: e-mailed links come back with a one-time `?code=` the client exchanges, so no
 * token ever sits in an address (history, logs).
 */
export function getAuthClient(): GoTrueClient {
  if (!client) {
    client = new GoTrueClient({
      url: `${window.location.origin}/api/auth`,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: "pkce",
    });
    announceAuthClient(client);
  }
  return client;
}
