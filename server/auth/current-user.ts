import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isTier, type Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { createBatchedLookup } from "../db/batched-lookup";
import type { Database, Db } from "../db/client";
import { authSessions, users } from "../db/schema/index";
import { forbidden, unauthenticated } from "../core/errors";
import type { User } from "./store";

export interface CurrentUser {
  id: string;
  email: string;
  displayName: string;
  language: string;
  isAdmin: boolean;
  /** The tier granted by an admin or a code, already expired back to free when past its date. */
  grantedTier: Tier;
  tierExpiresAt: Date | null;
  sessionId: string;
  /** `recovery` for a session opened by a password-reset link (from the token's `amr`). */
  signInMethod: string;
}

/**
 * The signed-in user behind the request's bearer token, or undefined. A token of a signed-out
 * session or a disabled account counts as no token, so sign-out takes effect at once.
 */
export async function findCurrentUser(request: FastifyRequest, context: AppContext): Promise<CurrentUser | undefined> {
  const keyOwner = apiKeyOwners.get(request);
  if (keyOwner) return keyOwner;
  const credential = await readSessionCredential(request, context);
  if (!credential) return undefined;
  return findUserOfSession(context, credential.sessionId, credential.userId, credential.signInMethod);
}

/**
 * Owners of the API keys the integrations hook accepted, by request. The hook runs only on the
 * routes that take a key (server/integrations/accept-api-keys.ts); everywhere else a key is no
 * token we signed, so it is refused like any other bad token.
 */
const apiKeyOwners = new WeakMap<FastifyRequest, CurrentUser>();

/** Lets the request act as the owner of the API key it carried (checked by the caller). */
export function actAsApiKeyOwner(request: FastifyRequest, owner: CurrentUser): void {
  apiKeyOwners.set(request, owner);
}

export interface SessionCredential {
  sessionId: string;
  userId: string;
  signInMethod: CurrentUser["signInMethod"];
}

/**
 * What the request's bearer token claims, once its signature and expiry are checked; the
 * session it names must still be looked up (it may be signed out or over the limit).
 */
export async function readSessionCredential(
  request: FastifyRequest,
  context: AppContext,
): Promise<SessionCredential | undefined> {
  const token = readBearerToken(request);
  if (!token) return undefined;
  const claims = await context.accessTokens.verify(token);
  if (!claims) return undefined;
  // Signed by us, so always a UUID; checked anyway, as one bad key would fail a shared query.
  if (!UUID.test(claims.session_id)) return undefined;
  return { sessionId: claims.session_id, userId: claims.sub, signInMethod: claims.amr?.[0]?.method ?? "password" };
}

/**
 * The user of a live session, checked against the user id the caller's credential names: the
 * bearer token above, or a signed link bound to the session (course files, server/courses).
 */
export async function findUserOfSession(
  context: AppContext,
  sessionId: string,
  userId: string,
  signInMethod: CurrentUser["signInMethod"] = "password",
): Promise<CurrentUser | undefined> {
  if (!UUID.test(sessionId)) return undefined;
  const user = await lookUpSessionUser(context.database, sessionId);
  if (!user || user.id !== userId || user.disabled) return undefined;
  // The sign-in method is our own signed claim (GoTrue's `amr`): no database column to read per request.
  return toCurrentUser(user, sessionId, signInMethod);
}

/**
 * The caller a stored user row stands for. `sessionId` is the session the credential is bound
 * to; an app-opening ticket is bound to none and passes "".
 */
export function toCurrentUser(user: SessionUser, sessionId: string, signInMethod: string): CurrentUser {
  const isGrantLive = !user.tierExpiresAt || user.tierExpiresAt.getTime() > Date.now();
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    language: user.language,
    isAdmin: user.isAdmin,
    grantedTier: isGrantLive && isTier(user.tier) ? user.tier : "free",
    tierExpiresAt: user.tierExpiresAt,
    sessionId,
    signInMethod,
  };
}

export async function requireUser(request: FastifyRequest, context: AppContext): Promise<CurrentUser> {
  const user = await findCurrentUser(request, context);
  if (!user) throw unauthenticated();
  return user;
}

/** Every admin endpoint starts here: 401 for visitors, 403 for signed-in non-admins. */
export async function requireAdmin(request: FastifyRequest, context: AppContext): Promise<CurrentUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw forbidden("Admin access required");
  return user;
}

export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.toLowerCase().startsWith("bearer ")) return undefined;
  const token = header.slice(7).trim();
  return token || undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every authenticated request checks its session in the database. Under load those checks
 * share queries (one round trip answers many requests) instead of queueing for connections;
 * each one still reads the database after the request arrived.
 */
const sessionLookups = new WeakMap<Database, (sessionId: string) => Promise<SessionUser | undefined>>();

function lookUpSessionUser(database: Database, sessionId: string): Promise<SessionUser | undefined> {
  let lookup = sessionLookups.get(database);
  if (!lookup) {
    const query = prepareFindUsersOfLiveSessions(database.db);
    lookup = createBatchedLookup(async (sessionIds): Promise<Map<string, SessionUser>> => {
      const rows = await query.execute({ sessionIds });
      return new Map(rows.map((row) => [row.sessionId, row]));
    });
    sessionLookups.set(database, lookup);
  }
  return lookup(sessionId);
}

export type SessionUser = Pick<
  User,
  "id" | "email" | "displayName" | "language" | "isAdmin" | "disabled" | "tier" | "tierExpiresAt"
>;

/** The columns of a live session's user that every check reads (see findUsersOfLiveSessions). */
export const SESSION_USER_COLUMNS = {
  sessionId: authSessions.id,
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  language: users.language,
  isAdmin: users.isAdmin,
  disabled: users.disabled,
  tier: users.tier,
  tierExpiresAt: users.tierExpiresAt,
};

/** Sessions by id, signed out or refused ones left out: the condition every token check uses. */
export const isLiveSessionAmong = (sessionIds: ReturnType<typeof sql.placeholder>) =>
  and(sql`${authSessions.id} = any(${sessionIds}::uuid[])`, isNull(authSessions.revokedAt));

/** Prepared once per database: the check runs on every request, so PostgreSQL plans it once. */
function prepareFindUsersOfLiveSessions(db: Db) {
  return db
    .select(SESSION_USER_COLUMNS)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(isLiveSessionAmong(sql.placeholder("sessionIds")))
    .prepare("find_users_of_live_sessions");
}
