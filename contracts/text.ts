import { z } from "zod";

/** Tab, line feed and carriage return: the only control characters multi-line text keeps. */
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/**
 * True when `value` holds a C0 control character (U+0000–U+001F) or DEL, apart from the ones
 * `allowed`. PostgreSQL refuses NUL in text, and the others have no business in names, slugs,
 * tokens or searches: refused here they are a 400, never a 500 or stored garbage.
 */
export function hasControlCharacters(value: string, allowed: ReadonlySet<number> = new Set()): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !allowed.has(code)) return true;
  }
  return false;
}

/**
 * Every single-line text input (names, subjects, slugs, tokens, codes, searches, URLs): a string
 * with no control characters. Chain `.trim()`, `.max()`... as on `z.string()`.
 */
export const text = () =>
  z.string().refine((value) => !hasControlCharacters(value), { message: "Must not contain control characters" });

/** Multi-line text (messages, comments, Markdown): tab and line breaks allowed, other controls not. */
export const multilineText = () =>
  z.string().refine((value) => !hasControlCharacters(value, LINE_BREAKS_AND_TAB), {
    message: "Must not contain control characters other than tab and line breaks",
  });

/** True when `value` holds half of a UTF-16 surrogate pair without the other half. */
export function hasLoneSurrogate(value: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

const WELL_FORMED = { message: "Must be valid Unicode (no lone surrogate)" };

/**
 * Text stored inside jsonb: PostgreSQL refuses a lone surrogate there (a 500 otherwise), so it
 * is refused here as a 400, on top of the rules of `text()` / `multilineText()`.
 */
export const jsonText = () => text().refine((value) => !hasLoneSurrogate(value), WELL_FORMED);
export const jsonMultilineText = () => multilineText().refine((value) => !hasLoneSurrogate(value), WELL_FORMED);
