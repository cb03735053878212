/** An inclusive byte range of a file, as HTTP counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

export type RangeAnswer = { kind: "whole" } | { kind: "partial"; range: ByteRange } | { kind: "unsatisfiable" };

/**
 * Reads a `Range` header for a file of `size` bytes: "bytes=0-99", "bytes=100-", "bytes=-100".
 * No header, another unit or several ranges → the whole file (RFC 9110 lets a server ignore
 * them); a malformed or unsatisfiable byte range → unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: "whole" };
  const match = /^\s*([A-Za-z]+)=(.*)$/.exec(header);
  if (!match || match[1]?.toLowerCase() !== "bytes") return { kind: "whole" };
  const spec = (match[2] ?? "").trim();
  if (spec.includes(",")) return { kind: "whole" };
  const parts = /^(\d{0,16})-(\d{0,16})$/.exec(spec);
  if (!parts) return { kind: "unsatisfiable" };
  const [, first = "", last = ""] = parts;
  if (first === "" && last === "") return { kind: "unsatisfiable" };
  if (first === "") {
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: "unsatisfiable" };
  return { kind: "partial", range: { start, end } };
}
