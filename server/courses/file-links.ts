import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { findUserOfSession, readBearerToken, requireUser, type CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { unauthenticated } from "../core/errors";

/**
 * A `<video>` or a download link cannot send the bearer token, so the lesson's file URLs carry
 * a signed `access` parameter instead: bound to one file and one live session, valid for a few
 * hours. It is a key to the door, not past it: every request still checks the session is live
 * and that its user's tier reaches the course (server/courses/service.ts `openLessonFile`).
 */
export const FILE_LINK_TTL_SECONDS = 4 * 60 * 60;

function sign(context: AppContext, fileId: string, expires: number, sessionId: string, userId: string): string {
  return createHmac("sha256", context.hashKey)
    .update(`lesson-file:${fileId}:${expires}:${sessionId}:${userId}`)
    .digest("base64url");
}

export function createFileAccess(context: AppContext, user: CurrentUser, fileId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
  return `${expires}.${user.sessionId}.${user.id}.${sign(context, fileId, expires, user.sessionId, user.id)}`;
}

/** The caller of a file request: the bearer token when sent, else a valid `access` link. */
export async function requireFileCaller(
  context: AppContext,
  request: FastifyRequest,
  fileId: string,
  access: string | undefined,
): Promise<CurrentUser> {
  if (readBearerToken(request) || !access) return requireUser(request, context);
  const [expiresText = "", sessionId = "", userId = "", signature = ""] = access.split(".");
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 < Date.now()) throw unauthenticated("This link has expired");
  const expected = Buffer.from(sign(context, fileId, expires, sessionId, userId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthenticated("Invalid link");
  const user = await findUserOfSession(context, sessionId, userId);
  if (!user) throw unauthenticated("This link's session has ended");
  return user;
}
