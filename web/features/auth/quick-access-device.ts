/**
 * The browser's quick-access device token: a random UUID kept in local storage across sign-outs
 * (unlike the session token, which is replaced at every sign-out and which cannot be
 * read before sign-in). Typing a quick-access code again with it signs back into the account
 * that code created on this browser, without spending a use (docs/decisions.md).
 */
export const QUICK_ACCESS_DEVICE_TOKEN_KEY = "quick_access_device_token";

/** The stored token, made on first use; undefined when storage is blocked. */
export function readQuickAccessDeviceToken(storage?: Storage): string | undefined {
  try {
    const store = storage ?? localStorage;
    const stored = store.getItem(QUICK_ACCESS_DEVICE_TOKEN_KEY);
    if (stored) return stored;
    const token = crypto.randomUUID();
    store.setItem(QUICK_ACCESS_DEVICE_TOKEN_KEY, token);
    return token;
  } catch {
    // Privacy settings can block storage: the code still works, as a new person each time.
    return undefined;
  }
}
