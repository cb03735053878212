import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { TAuthSession } from "../../contracts/auth";
import type { AppContext } from "../context";
import { authFlowStates } from "../db/schema/index";
import { AppError } from "../core/errors";
import { generateSecretToken, hashSecretToken } from "../tokens/secret-tokens";
import { startSession, toSignInMethod, type SignInMethod } from "./sessions";
import { findUserById, type Executor } from "./store";

/** How long the `?code=` of a verified link can be exchanged (GoTrue: 5 minutes). */
const AUTH_CODE_TTL_SECONDS = 300;

/** RFC 7636: 43–128 characters of the unreserved set. */
const CodeText = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/);

/** auth-js's PKCE fields on signup, recover, otp, resend and PUT /user (null outside PKCE). */
export const ZCodeChallengeFields = {
  code_challenge: CodeText.nullish(),
  code_challenge_method: z.enum(["s256", "S256", "plain"]).nullish(),
};

export interface CodeChallenge {
  challenge: string;
  method: "s256" | "plain";
}

/** The challenge to store with an e-mailed link, or undefined for the implicit flow. */
export function readCodeChallenge(fields: {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}): CodeChallenge | undefined {
  if (!fields.code_challenge) return undefined;
  const method = fields.code_challenge_method?.toLowerCase() === "plain" ? "plain" : "s256";
  return { challenge: fields.code_challenge, method };
}

/** A verified link's one-time `auth_code`, bound to the challenge its request carried. */
export async function issueAuthCode(
  db: Executor,
  input: { userId: string; challenge: CodeChallenge; signInMethod: SignInMethod },
): Promise<string> {
  const authCode = generateSecretToken();
  await db.insert(authFlowStates).values({
    userId: input.userId,
    authCodeHash: hashSecretToken(authCode),
    codeChallenge: input.challenge.challenge,
    codeChallengeMethod: input.challenge.method,
    signInMethod: input.signInMethod,
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1000),
  });
  return authCode;
}

export const ZPkceGrant = z.object({ auth_code: z.string().min(1).max(200), code_verifier: CodeText });

/**
 * `POST /token?grant_type=pkce`: spends the code once and opens the session, when the verifier
 * hashes to the stored challenge (GoTrue's codes: 404 `flow_state_not_found`,
 * 403 `bad_code_verifier`).
 */
export async function exchangeAuthCode(
  context: AppContext,
  userAgent: string | undefined,
  grant: z.infer<typeof ZPkceGrant>,
): Promise<TAuthSession> {
  const { db } = context.database;
  const [state] = await db
    .update(authFlowStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authFlowStates.authCodeHash, hashSecretToken(grant.auth_code)),
        isNull(authFlowStates.usedAt),
        gt(authFlowStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!state) {
    throw new AppError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  }
  const expected =
    state.codeChallengeMethod === "plain"
      ? grant.code_verifier
      : createHash("sha256").update(grant.code_verifier).digest("base64url");
  if (!isSameText(expected, state.codeChallenge)) {
    throw new AppError(403, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  const user = await findUserById(db, state.userId);
  if (!user || user.disabled) throw new AppError(400, "user_banned", "User is banned");
  return startSession(context, user, userAgent, { method: toSignInMethod(state.signInMethod) });
}

function isSameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
