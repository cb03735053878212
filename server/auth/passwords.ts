import { hash, verify } from "@node-rs/argon2";

/**
 * OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 defaults to
 * argon2id (its Algorithm enum is const and unusable with isolatedModules) but only 4 MiB.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PARAMETERS = `$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True for a hash made with other costs than today's: sign-in then stores a new one. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith("$argon2id$") || !passwordHash.includes(CURRENT_PARAMETERS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`, or against a throwaway hash when there is none,
 * so an unknown e-mail costs the same work as a wrong password (no user enumeration by timing).
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only");
  await verify(await dummyHash, password);
  return false;
}
