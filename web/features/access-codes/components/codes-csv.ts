import type { TAccessCode } from "../../../../contracts/access-codes";
import { saveBlobAs } from "../../../lib/save-blob-as";
import { codeStatusOf } from "./code-status";

const COLUMNS = [
  "code",
  "kind",
  "tier",
  "duration_days",
  "max_uses",
  "uses",
  "expires_at",
  "note",
  "status",
  "created_at",
] as const;

/** Quotes a cell; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
function toCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV of the codes, one row each, with a header row. */
export function buildCodesCsv(codes: TAccessCode[], now = new Date()): string {
  const rows = codes.map((code) =>
    [
      code.code,
      code.kind,
      code.tier,
      code.duration_days,
      code.max_uses,
      code.uses,
      code.expires_at,
      code.note,
      codeStatusOf(code, now),
      code.created_at,
    ]
      .map(toCell)
      .join(","),
  );
  return [COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

/** Saves the text as a file through a temporary link; the BOM lets Excel read UTF-8 accents. */
export function downloadCsv(text: string, filename: string): void {
  saveBlobAs(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }), filename);
}
