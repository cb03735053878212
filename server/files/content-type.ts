/** Recognises a file's type from its first bytes; the name and the client's claim are ignored. */
export function detectContentType(head: Uint8Array): string | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const startsWith = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString("latin1");

  if (startsWith([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "audio/wav";
  if (ascii(0, 5) === "%PDF-") return "application/pdf";
  if (ascii(4, 8) === "ftyp") return isoMediaType(ascii(8, 12));
  if (ascii(0, 4) === "fLaC") return "audio/flac";
  if (startsWith([0x1a, 0x45, 0xdf, 0xa3])) return "video/webm";
  if (ascii(0, 4) === "OggS") return "audio/ogg";
  if (ascii(0, 3) === "ID3" || startsWith([0xff, 0xfb]) || startsWith([0xff, 0xf3])) return "audio/mpeg";
  if (startsWith([0x50, 0x4b, 0x03, 0x04])) return "application/zip";
  if (looksLikeText(bytes)) return "text/plain";
  return undefined;
}

/** An ISO media file by its major brand: audio-only M4A, QuickTime, or MP4. */
function isoMediaType(brand: string): string {
  if (brand.startsWith("M4A")) return "audio/mp4";
  if (brand === "qt  ") return "video/quicktime";
  return "video/mp4";
}

/** Printable text (UTF-8 allowed): no control bytes but tab and line breaks. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  return bytes.every((byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte !== 0x7f));
}

/** How many leading bytes detectContentType needs. */
export const SNIFF_BYTES = 16;

export const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "audio/wav": "wav",
  "application/pdf": "pdf",
  "audio/mp4": "m4a",
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "audio/flac": "flac",
  "video/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mpeg": "mp3",
  "application/zip": "zip",
  "text/plain": "txt",
};

/** The type a stored key was saved as, from the extension the store gave it. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  if (extension === "webp") return "image/webp";
  const found = Object.entries(EXTENSIONS).find(([, candidate]) => candidate === extension);
  return found?.[0] ?? "application/octet-stream";
}
