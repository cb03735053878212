import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { resolveRedirect } from "./origins";
import { hashSecretToken } from "./secret-tokens";
import { startSession } from "./sessions";
import { consumeOneTimeToken, findUserById, updateUser, type OneTimeTokenKind } from "./store";

/**
 * Where `GET /api/auth/verify` sends the browser: the link's stored redirect with the session in
 * the fragment (auth-js's implicit flow reads it), or with GoTrue's error fragment for a used,
 * expired or unknown link. Both confirmation and recovery links prove the mailbox, so both
 * confirm the e-mail.
 */
export async function verifyEmailLink(
  context: AppContext,
  request: FastifyRequest,
  input: { token: string; type: OneTimeTokenKind; redirectTo?: string },
): Promise<string> {
  const { db } = context.database;
  const fallback = resolveRedirect(
    context,
    input.redirectTo,
    input.type === "recovery" ? "/reset-password" : "/",
  );
  const token = await consumeOneTimeToken(db, hashSecretToken(input.token), input.type);
  const user = token ? await findUserById(db, token.userId) : undefined;
  if (!token || !user || user.disabled) {
    return withFragment(fallback, {
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  }
  const confirmed = user.emailConfirmedAt
    ? user
    : ((await updateUser(db, user.id, { emailConfirmedAt: new Date() })) ?? user);
  const session = await startSession(context, confirmed, request.headers["user-agent"], {
    method: input.type,
  });
  const target = token.redirectTo
    ? resolveRedirect(context, token.redirectTo, "/")
    : fallback;
  return withFragment(target, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: input.type,
  });
}

function withFragment(url: string, values: Record<string, string>): string {
  const target = new URL(url);
  target.hash = new URLSearchParams(values).toString();
  return target.toString();
}
