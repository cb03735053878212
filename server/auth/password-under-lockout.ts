import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { toAddressKey } from "../limits/client-address";
import { tooManyRequests } from "../limits/request-limits";
import { verifyPassword } from "./passwords";
import type { User } from "./store";

/**
 * Checks a password a signed-in user types again (the current one to change it, the one that
 * confirms the account's deletion) under the sign-in lockouts: each attempt counts toward the
 * same account + IP and account keys as a sign-in and a right one clears them, so a session in
 * other hands cannot be used to guess the password beside the sign-in form. Locked: 429 `code`.
 */
export async function verifyPasswordUnderLockout(
  context: AppContext,
  request: FastifyRequest,
  user: Pick<User, "email" | "passwordHash">,
  password: string,
  code = "rate_limited",
): Promise<boolean> {
  const { accountAndIp, account } = context.signInLockouts;
  const isGuarded = context.config.RATE_LIMITS_ENABLED;
  const pairKey = `${user.email} ${toAddressKey(request.ip)}`;
  if (isGuarded) {
    const wait = (await accountAndIp.startAttempt(pairKey)) || (await account.startAttempt(user.email));
    if (wait > 0) throw tooManyRequests(wait, code);
  }
  const isValid = await verifyPassword(user.passwordHash, password);
  if (isValid && isGuarded) {
    await accountAndIp.clear(pairKey);
    await account.clear(user.email);
  }
  return isValid;
}
