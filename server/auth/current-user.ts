import { and, eq, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isTier, type Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { authSessions, users } from "../db/schema/index";
import { forbidden, unauthenticated } from "../errors";

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
}

/**
 * The signed-in user behind the request's bearer token, or undefined. A token of a signed-out
 * session or a disabled account counts as no token, so sign-out takes effect at once.
 */
export async function findCurrentUser(
  request: FastifyRequest,
  context: AppContext,
): Promise<CurrentUser | undefined> {
  const token = readBearerToken(request);
  if (!token) return undefined;
  const claims = await context.accessTokens.verify(token);
  if (!claims) return undefined;
  const [row] = await context.database.db
    .select({ user: users })
    .from(users)
    .innerJoin(authSessions, eq(authSessions.userId, users.id))
    .where(
      and(
        eq(users.id, claims.sub),
        eq(authSessions.id, claims.session_id),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1);
  if (!row || row.user.disabled) return undefined;
  const { user } = row;
  const isGrantLive = !user.tierExpiresAt || user.tierExpiresAt.getTime() > Date.now();
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    language: user.language,
    isAdmin: user.isAdmin,
    grantedTier: isGrantLive && isTier(user.tier) ? user.tier : "free",
    tierExpiresAt: user.tierExpiresAt,
    sessionId: claims.session_id,
  };
}

export async function requireUser(
  request: FastifyRequest,
  context: AppContext,
): Promise<CurrentUser> {
  const user = await findCurrentUser(request, context);
  if (!user) throw unauthenticated();
  return user;
}

/** Every admin endpoint starts here: 401 for visitors, 403 for signed-in non-admins. */
export async function requireAdmin(
  request: FastifyRequest,
  context: AppContext,
): Promise<CurrentUser> {
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
