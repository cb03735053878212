import { toDisplayName } from "./display-name";

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(stored: string): string {
  // Names stored before format characters were stripped at upload lose them here.
  const name = toDisplayName(stored, "descarga");
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
