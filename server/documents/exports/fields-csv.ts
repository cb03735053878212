import type { TExtractedField } from "../../../contracts/documents";
import type { ExportTexts } from "../../service-jobs/exports/export-texts";

/** Cells a spreadsheet would read as a formula (or as DDE) when they start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * `fields.csv`: RFC 4180 (CRLF rows, a cell with a quote, comma or line break quoted and its
 * quotes doubled), UTF-8 with a byte-order mark so that spreadsheets read the accents, and
 * every cell that would start a formula prefixed with an apostrophe (CSV injection).
 */
export function fieldsCsv(fields: TExtractedField[], texts: ExportTexts): string {
  const labels = texts.documents;
  const rows = [
    [labels.field, labels.value, labels.quote],
    ...fields.map(({ name, value, quote }) => [name, value, quote]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
