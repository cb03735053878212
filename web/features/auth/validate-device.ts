import type { Session } from "@supabase/auth-js";
import { validateSession } from "./api/validate-session";
import { computeDeviceFingerprint } from "./device-fingerprint";
import { resolveSessionToken } from "./session-token";
import { showSessionLimitAlert } from "./session-limit-alert";
import { clearSessionLimitRefusal, recordSessionLimitRefusal } from "./session-limit-refusal";

/** validate-session's refusal when the account has too many active devices (contracts/auth.ts). */
const MAX_SESSIONS_EXCEEDED = "max_sessions_exceeded";

/**
 * Records this device as one of the account's active sessions (docs/product.md, "Sessions"); past the limit
 * the device is signed out and told why, and the login screen offers a password
 * reset, which signs the other devices out. Errors are only logged.
 */
export async function validateDevice(session: Session, signOut: () => Promise<void>): Promise<void> {
  try {
    const [sessionToken, deviceFingerprint] = await Promise.all([
      resolveSessionToken(session.access_token),
      computeDeviceFingerprint(),
    ]);
    const result = await validateSession(session.access_token, { sessionToken, deviceFingerprint });
    if (result.allowed) {
      clearSessionLimitRefusal();
      return;
    }
    if (result.reason === MAX_SESSIONS_EXCEEDED) {
      await signOut();
      recordSessionLimitRefusal(session.user.email ?? "");
      await showSessionLimitAlert();
      return;
    }
    console.warn("Session validation refused", result.reason);
  } catch (error) {
    console.error("validate-session failed", error);
  }
}
