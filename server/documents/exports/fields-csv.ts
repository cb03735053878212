import type { TExtractedField } from "../../../contracts/documents";
import type { ExportTexts } from "../../jobs/exports/export-texts";

/** Characters a spreadsheet reads as the start of a formula (or of DDE). */
const FORMULA_STARTS = new Set(["=", "+", "-", "@", "\t", "\r"]);
/** Separators spreadsheets split on: the comma, and the semicolon in Spanish and Catalan locales. */
const SEPARATORS = new Set([",", ";"]);

/**
 * `fields.csv`: RFC 4180 (CRLF rows, a cell with a quote, separator or line break quoted and its
 * quotes doubled), UTF-8 with a byte-order mark so that spreadsheets read the accents, and every
 * cell that would start a formula prefixed with an apostrophe (CSV injection).
 */
export function fieldsCsv(fields: TExtractedField[], texts: ExportTexts): string {
  const labels = texts.documents;
  const rows = [
    [labels.field, labels.value, labels.quote],
    ...fields.map(({ name, value, quote }) => [name, value, quote]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * One cell. A formula start is neutralised at the cell's start and after every separator in it:
 * a spreadsheet set to split on `;` (or one that ignores quotes) would start a cell there.
 */
export function csvCell(value: string): string {
  let safe = "";
  let atCellStart = true;
  for (const character of value) {
    if (atCellStart && FORMULA_STARTS.has(character)) safe += "'";
    safe += character;
    atCellStart = SEPARATORS.has(character);
  }
  return /[",;\r\n\u2028\u2029]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
