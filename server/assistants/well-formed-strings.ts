import { hasLoneSurrogate } from "../../contracts/text";
import { badRequest } from "../core/errors";

/** Containers nested deeper than this are refused: a hostile body must not exhaust the stack. */
const MAX_DEPTH = 32;

/**
 * Refuses (400) a body with a NUL character or a lone surrogate in any string, key or value, at
 * any depth, known field or not: PostgreSQL and the provider's JSON would fail on them later
 * with a 500, or store something other than was sent.
 */
export function assertWellFormedStrings(value: unknown, path = "", depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw badRequest(`${path || "/"} contains a NUL character`);
    if (hasLoneSurrogate(value)) throw badRequest(`${path || "/"} is not valid Unicode (lone surrogate)`);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (depth >= MAX_DEPTH) throw badRequest("The body is nested too deeply");
  for (const [key, inner] of Object.entries(value)) {
    // The path is echoed in the message: only a plain key is named in it.
    const innerPath = `${path}/${/^[\w-]{1,40}$/.test(key) ? key : "…"}`;
    assertWellFormedStrings(key, innerPath, depth + 1);
    assertWellFormedStrings(inner, innerPath, depth + 1);
  }
}
