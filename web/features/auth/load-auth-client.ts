import type { GoTrueClient } from "@supabase/auth-js";

/**
 * The auth client for a form's action. auth-js is ~21 KB gzipped: a sign-in page fetches it when
 * the reader first uses a form (`prefetchAuthClient` on focus) or at the latest on submit, not
 * with the page. The client itself is still created on first use (auth-client.ts).
 */
export function loadAuthClient(): Promise<GoTrueClient> {
  return import("./auth-client").then((module) => module.getAuthClient());
}

/** Starts fetching auth-js without creating the client, so a submit seldom waits for it. */
export function prefetchAuthClient(): void {
  import("./auth-client").catch(() => {
    // The submit's own import reports a failed download; a prefetch has nothing to add.
  });
}
