import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH, LANGUAGES, type Language } from "../../contracts/auth";
import { hasControlCharacters, text } from "../../contracts/text";

/** Stored `user_metadata`, serialized, at most this many bytes (docs/decisions.md, Accounts). */
export const USER_METADATA_MAX_BYTES = 16 * 1024;
const KEY_MAX_LENGTH = 64;
const MAX_DEPTH = 8;
/** Keys that would reach an object's prototype once parsed back. */
const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * GoTrue's `data` (sign-up `options.data`, `PUT /user { data }`): any JSON object. display_name
 * and language keep their own rules (they are columns); the rest is stored as given, a key set
 * to null is removed. Keys are 1–64 characters without control characters; strings hold no
 * control characters other than line breaks and tab (PostgreSQL refuses NUL in jsonb).
 */
export const ZUserData = z
  .object({
    display_name: text().trim().max(DISPLAY_NAME_MAX_LENGTH).nullish(),
    language: z.enum(LANGUAGES).nullish(),
  })
  .catchall(z.json())
  .superRefine((data, issues) => {
    const problem = findProblem(data, 0);
    if (problem) issues.addIssue({ code: "custom", message: problem });
  })
  .nullish();

export type UserData = NonNullable<z.infer<typeof ZUserData>>;

export interface MetadataChange {
  displayName?: string;
  language?: Language;
  /** The stored metadata after the change (display_name and language excluded). */
  userMetadata: Record<string, unknown>;
}

/** Applies `data` over `stored` like GoTrue (merge, null removes); refuses a result over 16 KB. */
export function mergeUserMetadata(
  stored: Record<string, unknown>,
  data: UserData,
): MetadataChange | { tooLarge: true } {
  const { display_name: displayName, language, ...rest } = data;
  const userMetadata: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(rest)) {
    if (value === null) delete userMetadata[key];
    else userMetadata[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(userMetadata)) > USER_METADATA_MAX_BYTES) {
    return { tooLarge: true };
  }
  return { displayName: displayName ?? undefined, language: language ?? undefined, userMetadata };
}

const MULTILINE = new Set([0x09, 0x0a, 0x0d]);

function findProblem(value: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return `user_metadata nests deeper than ${MAX_DEPTH} levels`;
  if (typeof value === "string") {
    return hasControlCharacters(value, MULTILINE)
      ? "user_metadata strings must not contain control characters"
      : undefined;
  }
  if (Array.isArray(value)) return firstOf(value.map((item) => findProblem(item, depth + 1)));
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!key || key.length > KEY_MAX_LENGTH || hasControlCharacters(key) || RESERVED_KEYS.has(key)) {
      return `user_metadata keys must be 1 to ${KEY_MAX_LENGTH} characters, without control characters or reserved names`;
    }
    const problem = findProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function firstOf(problems: (string | undefined)[]): string | undefined {
  return problems.find((problem) => problem !== undefined);
}
