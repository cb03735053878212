import type { FastifyRequest } from "fastify";
import { findCurrentUser, toCurrentUser, type CurrentUser } from "../auth/current-user";
import { findUserById } from "../auth/store";
import type { AppContext } from "../context";
import { unauthenticated } from "../core/errors";
import { readOpenTicket } from "./open-tickets";

/**
 * Who opens an app: the bearer token's user, else the user a valid ticket for this app names
 * (a card is a plain link and sends no token; a disabled account counts as nobody). 401 when
 * neither. Runs in the route's onRequest hook, so it reads the raw id and ticket.
 */
export async function identifyOpener(request: FastifyRequest, context: AppContext): Promise<CurrentUser> {
  const bearer = await findCurrentUser(request, context);
  if (bearer) return bearer;
  const { id = "" } = request.params as { id?: string };
  const { ticket } = request.query as { ticket?: unknown };
  const userId = typeof ticket === "string" ? readOpenTicket(context.hashKey, id, ticket) : undefined;
  const user = userId ? await findUserById(context.database.db, userId) : undefined;
  if (!user || user.disabled) throw unauthenticated();
  return toCurrentUser(user, "", "ticket");
}
