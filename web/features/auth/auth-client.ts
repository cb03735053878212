import { GoTrueClient } from "@supabase/auth-js";
import { announceAuthClient, AUTH_STORAGE_KEY } from "./auth-client-ready";

let client: GoTrueClient | null = null;

/**
 * The one auth client of the page (DESIGN.md): our GoTrue-compatible server needs no API key;
 * auth-js brings the refresh timer, the 90 s expiry margin and the retries of spec section 9.
 * The implicit flow reads the session from the fragment of e-mailed links.
 */
export function getAuthClient(): GoTrueClient {
  if (!client) {
    client = new GoTrueClient({
      url: `${window.location.origin}/api/auth`,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: "implicit",
    });
    announceAuthClient(client);
  }
  return client;
}
