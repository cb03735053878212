import { withoutLoneSurrogates } from "../ingest/text-builder";

/** Control characters (C0, DEL, C1) and Unicode format characters (bidi overrides, zero widths). */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/gu;

/**
 * A member's file name as it is shown and downloaded: its last path segment, without control or
 * format characters (a right-to-left override makes "factura‮fdp.exe" read "factura.exe.pdf"
 * backwards), trimmed, at most `max` characters; `fallback` when nothing is left.
 */
export function toDisplayName(name: string | undefined, fallback: string, max = 200): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // Cut after the characters are gone; a cut through a surrogate pair leaves half of it, replaced.
  const clean = base.replace(HIDDEN_CHARACTERS, "").trim().slice(0, max).trim();
  return withoutLoneSurrogates(clean) || fallback;
}
