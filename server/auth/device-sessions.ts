import { sql } from "drizzle-orm";
import { MAX_SESSIONS_EXCEEDED, type TValidateSessionResponse } from "../../contracts/auth";
import type { AppContext } from "../context";
import type { CurrentUser } from "./current-user";
import { hashSecretToken } from "./secret-tokens";
import { countActiveDeviceSessions, findDeviceSession, upsertDeviceSession } from "./session-store";
import { touchUserActivity } from "./store";

const DAY_MS = 24 * 3600 * 1000;

/**
 * validate-session (spec section 7): records this device's session and refuses a new device
 * when MAX_ACTIVE_SESSIONS others are active. A device is active while it has validated within
 * SESSION_ACTIVE_WINDOW_DAYS and has not signed out (DESIGN.md); a device already counted is
 * always let back in.
 */
export async function validateDeviceSession(
  context: AppContext,
  user: CurrentUser,
  input: { sessionToken: string; deviceFingerprint: string },
): Promise<TValidateSessionResponse> {
  const { config } = context;
  const since = new Date(Date.now() - config.SESSION_ACTIVE_WINDOW_DAYS * DAY_MS);
  const sessionTokenHash = hashSecretToken(input.sessionToken);
  const allowed = await context.database.db.transaction(async (tx) => {
    // Two devices validating at once must not both take the last slot.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`device-sessions:${user.id}`}))`);
    const existing = await findDeviceSession(tx, user.id, sessionTokenHash);
    const isCounted =
      existing !== undefined && existing.endedAt === null && existing.lastValidatedAt >= since;
    if (
      !isCounted &&
      (await countActiveDeviceSessions(tx, user.id, since)) >= config.MAX_ACTIVE_SESSIONS
    ) {
      return false;
    }
    await upsertDeviceSession(tx, {
      userId: user.id,
      authSessionId: user.sessionId,
      sessionTokenHash,
      deviceFingerprint: input.deviceFingerprint,
    });
    return true;
  });
  if (!allowed) return { allowed: false, reason: MAX_SESSIONS_EXCEEDED };
  await touchUserActivity(context.database.db, user.id);
  return { allowed: true };
}
