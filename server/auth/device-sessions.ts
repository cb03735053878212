import type { FastifyRequest } from "fastify";
import { MAX_SESSIONS_EXCEEDED, type TValidateSessionResponse } from "../../contracts/auth";
import type { AppContext } from "../context";
import { unauthenticated } from "../core/errors";
import { readBearerToken } from "./current-user";
import { hashSecretToken } from "../tokens/secret-tokens";
import {
  findAuthSession,
  findDeviceSession,
  isAuthSessionActive,
  lockAccountSessions,
  readmitAuthSession,
  revokeAuthSessions,
  upsertDeviceSession,
} from "./session-store";
import { activeSessionsSince } from "./sessions";
import { findUserById, touchUserActivity } from "./store";

type Decision = "allowed" | "refused" | "unauthenticated";

/**
 * validate-session (docs/product.md, "Sessions"). The server already decided at sign-in whether the auth
 * session fits within MAX_ACTIVE_SESSIONS (sessions.ts); this answers that decision and records
 * the device behind it. A device that signs in again while its previous session is still active
 * (same session token and same fingerprint) takes that session's place instead of a new one;
 * a session token presented with another fingerprint is another device and gains nothing.
 */
export async function validateDeviceSession(
  context: AppContext,
  request: FastifyRequest,
  input: { sessionToken: string; deviceFingerprint: string },
): Promise<TValidateSessionResponse> {
  const accessToken = readBearerToken(request);
  const claims = accessToken ? await context.accessTokens.verify(accessToken) : undefined;
  if (!claims) throw unauthenticated();
  const userId = claims.sub;
  const since = activeSessionsSince(context);
  const sessionTokenHash = hashSecretToken(input.sessionToken);
  const decision = await context.database.db.transaction(async (tx): Promise<Decision> => {
    await lockAccountSessions(tx, userId);
    const session = await findAuthSession(tx, claims.session_id, userId);
    const user = session && (await findUserById(tx, userId));
    if (!session || !user || user.disabled) return "unauthenticated";
    const isRefused = session.revokedReason === MAX_SESSIONS_EXCEEDED && session.revokedAt;
    if (session.revokedAt && !isRefused) return "unauthenticated";
    const device = await findDeviceSession(tx, userId, sessionTokenHash);
    const heldBy =
      device?.authSessionId && device.authSessionId !== session.id && device.endedAt === null
        ? device.authSessionId
        : undefined;
    const isHeldByActiveSession = heldBy !== undefined && (await isAuthSessionActive(tx, heldBy, since));
    const isSameDevice = device?.deviceFingerprint === input.deviceFingerprint;
    if (isRefused && !(isHeldByActiveSession && isSameDevice)) return "refused";
    if (isHeldByActiveSession && !isSameDevice) return "allowed";
    if (heldBy) await revokeAuthSessions(tx, { sessionId: heldBy });
    if (isRefused) await readmitAuthSession(tx, session.id);
    await upsertDeviceSession(tx, {
      userId,
      authSessionId: session.id,
      sessionTokenHash,
      deviceFingerprint: input.deviceFingerprint,
    });
    return "allowed";
  });
  if (decision === "unauthenticated") throw unauthenticated();
  if (decision === "refused") return { allowed: false, reason: MAX_SESSIONS_EXCEEDED };
  await touchUserActivity(context.database.db, userId);
  return { allowed: true };
}
