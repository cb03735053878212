import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { emails } from "../db/schema/index";
import { openEmailLink } from "./email-links";
import { settleQueuedMail } from "../auth/queued-mail";

/** A password zxcvbn accepts, unique per call so no two tests share one. */
export function strongPassword(): string {
  return `Lince-Azul-${Math.random().toString(36).slice(2, 8)}-Norte`;
}

export function uniqueEmail(prefix = "ana"): string {
  return `${prefix}.${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/** The link of the newest e-mail sent to `to` (once mail queued after a response is out). */
export async function readLatestLink(context: AppContext, to: string): Promise<string> {
  await settleQueuedMail(context);
  const [email] = await context.database.db
    .select()
    .from(emails)
    .where(eq(emails.to, to))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  if (!email?.link) throw new Error(`no e-mail with a link to ${to}`);
  return email.link;
}

/** Opens an e-mailed verify link, presses the landing page's button and reads the fragment it lands on. */
export async function followEmailLink(app: FastifyInstance, link: string, remoteAddress?: string) {
  const { submitted: response } = await openEmailLink(app, link, remoteAddress);
  const location = String(response.headers.location ?? "");
  const target = new URL(location);
  return {
    status: response.statusCode,
    target,
    fragment: new URLSearchParams(target.hash.slice(1)),
  };
}

/**
 * Opens a password-reset link as the reset page does: its `token_hash` redeemed with auth-js's
 * `verifyOtp` call (`POST /verify`), answering the recovery session.
 */
export async function redeemRecoveryLink(app: FastifyInstance, link: string) {
  const tokenHash = new URL(link).searchParams.get("token_hash");
  if (!tokenHash) throw new Error(`no token_hash in ${link}`);
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/verify",
    payload: { type: "recovery", token_hash: tokenHash },
  });
  if (response.statusCode !== 200) throw new Error(`recovery link refused: ${response.body}`);
  return response.json<{ access_token: string; refresh_token: string }>();
}

/** Signs up through the GoTrue API and confirms through the outbox link. */
export async function signUpConfirmed(app: FastifyInstance, context: AppContext, remoteAddress?: string) {
  const email = uniqueEmail();
  const password = strongPassword();
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  await followEmailLink(app, await readLatestLink(context, email), remoteAddress);
  return { email, password };
}

export async function signInWithPassword(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=password",
    payload: { email, password },
  });
  return { response, session: response.json<{ access_token: string; refresh_token: string }>() };
}
