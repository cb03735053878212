import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * A rotated refresh token keeps its successor sealed under a key derived from the rotated token
 * itself, which is never stored: whoever presents the old token again within the reuse interval
 * gets the same successor (two tabs refreshing at once), and a database leak yields nothing.
 */
export function sealSuccessor(parentToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(parentToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The successor sealed by `sealSuccessor`, or undefined when `parentToken` does not open it. */
export function openSuccessor(parentToken: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(parentToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

function deriveKey(parentToken: string): Buffer {
  return createHash("sha256").update(`refresh-successor:${parentToken}`).digest();
}
