import type { Redis } from "ioredis";
import type { Config } from "../core/config";
import { createLockout, type Lockout } from "./lockout";

/**
 * The sign-in lockouts (docs/decisions.md), one pair per app: every check of a password that
 * someone types — sign-in, the current password of a change, the password that confirms an
 * account's deletion — counts toward the same keys.
 */
export interface SignInLockouts {
  /** Per account and IP: the owner elsewhere is not locked out by a stranger's guesses. */
  accountAndIp: Lockout;
  /** Per account from every IP, with a wider threshold: against guesses spread over many IPs. */
  account: Lockout;
}

export function createSignInLockouts(config: Config, redis?: Redis): SignInLockouts {
  const policy = {
    baseSeconds: config.SIGN_IN_LOCKOUT_BASE_SECONDS,
    maxSeconds: config.SIGN_IN_LOCKOUT_MAX_SECONDS,
  };
  const prefix = `${config.REDIS_PREFIX}lockout:`;
  return {
    accountAndIp: createLockout({ ...policy, threshold: config.SIGN_IN_LOCKOUT_THRESHOLD }, redis, {
      prefix: `${prefix}ip:`,
    }),
    account: createLockout({ ...policy, threshold: config.SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD }, redis, {
      prefix: `${prefix}account:`,
    }),
  };
}
