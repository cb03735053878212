import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type HtmlEncoding = "br" | "gzip" | "identity";

/** The best encoding an Accept-Encoding header takes (brotli, then gzip), like the assets'. */
export function pickEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => !/;\s*q=0(\.0*)?$/.test(entry))
    .map((entry) => entry.split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return "identity";
}

/** Compresses an HTML page; brotli at a middle quality, since pages are compressed per render. */
export function compressHtml(html: string, encoding: HtmlEncoding): Buffer {
  const bytes = Buffer.from(html, "utf8");
  if (encoding === "br") {
    return brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
  }
  if (encoding === "gzip") return gzipSync(bytes, { level: 6 });
  return bytes;
}
