import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id (its Algorithm enum is const and unusable with
// isolatedModules), with OWASP's memory and time costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`, or against a throwaway hash when there is none,
 * so an unknown e-mail costs the same work as a wrong password (no user enumeration by timing).
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
  dummyHash ??= hash("not-a-real-password-for-timing-only");
  await verify(await dummyHash, password);
  return false;
}
