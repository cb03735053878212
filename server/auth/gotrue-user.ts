import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { findCurrentUser, readBearerToken, type CurrentUser } from "./current-user";
import { findUserById, type User } from "./store";

/**
 * The signed-in user for `/api/auth/*`, refused with GoTrue's codes: 401 `no_authorization`
 * without a token, 403 `bad_jwt` for a bad or expired one, 403 `session_not_found` after
 * sign-out (auth-js then drops its stored session).
 */
export async function requireGoTrueUser(
  request: FastifyRequest,
  context: AppContext,
): Promise<{ currentUser: CurrentUser; user: User }> {
  const token = readBearerToken(request);
  if (!token) throw new AppError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  if (!(await context.accessTokens.verify(token))) {
    throw new AppError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, or token is expired");
  }
  const currentUser = await findCurrentUser(request, context);
  const user = currentUser ? await findUserById(context.database.db, currentUser.id) : undefined;
  if (!currentUser || !user) {
    throw new AppError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { currentUser, user };
}
