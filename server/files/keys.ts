import path from "node:path";
import { randomUUID } from "node:crypto";
import { AppError } from "../core/errors";
import { EXTENSIONS } from "./content-type";

/** One path segment of a key: letters, digits, dot, dash, underscore; never starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** True for keys the store itself could have made: no "..", no leading dot or slash, no backslash. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 1000) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

/** Throws 404 for a key no store writes (traversal attempts, hidden folders, odd bytes). */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new AppError(404, "not_found", "No such file");
}

/** folder/yyyy/mm/uuid.ext — never derived from a user's file name. */
export function generateKey(folder: string, contentType: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const key = path.posix.join(
    folder,
    String(now.getUTCFullYear()),
    month,
    `${randomUUID()}.${EXTENSIONS[contentType] ?? "bin"}`,
  );
  if (!isSafeKey(key)) throw new Error(`Unsafe upload folder "${folder}"`);
  return key;
}

/**
 * Top folder of files that are served only after a permission check (lesson videos and their
 * attachments, premium resources): `privateFolder("lessons")` → "private/lessons". The public
 * `/uploads/...` route refuses every key under it.
 */
export const PRIVATE_PREFIX = "private";

export function privateFolder(use: string): string {
  return `${PRIVATE_PREFIX}/${use}`;
}

/**
 * A key the public `/uploads/...` route may serve. The top folder is compared without case: on a
 * case-insensitive disk (macOS, Windows, some mounted volumes) `PRIVATE/...` opens `private/...`.
 */
export function isPublicKey(key: string): boolean {
  return isSafeKey(key) && key.split("/", 1)[0]?.toLowerCase() !== PRIVATE_PREFIX;
}

/** Where chat attachments sit in a bucket (on disk they keep their own DATA_DIR/chat-attachments). */
export const CHAT_ATTACHMENTS_PREFIX = `${PRIVATE_PREFIX}/chat-attachments`;
