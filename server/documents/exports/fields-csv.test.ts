import { describe, expect, it } from "vitest";
import { exportTexts } from "../../jobs/exports/export-texts";
import { csvCell, fieldsCsv } from "./fields-csv";

/** An RFC 4180 reader, to read the file back the way a spreadsheet does. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  return rows;
}

describe("fields.csv", () => {
  it("writes a header and one row per field, RFC 4180 quoted, with CRLF rows and a byte-order mark", () => {
    const csv = fieldsCsv(
      [
        { name: "Partes", value: 'Acme, S.L. y "Beta"', quote: "entre Acme, S.L.\ny Beta" },
        { name: "Importe", value: "900 €", quote: "la renta es de 900 €" },
      ],
      exportTexts("es"),
    );
    expect(csv.startsWith("\uFEFFCampo,Valor,Pasaje\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([
      ["Campo", "Valor", "Pasaje"],
      ["Partes", 'Acme, S.L. y "Beta"', "entre Acme, S.L.\ny Beta"],
      ["Importe", "900 €", "la renta es de 900 €"],
    ]);
  });

  it("keeps a spreadsheet from reading a cell as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    for (const start of ["+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(start).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("Texto normal")).toBe("Texto normal");
  });

  it("quotes a cell with a semicolon and neutralises a formula after a separator too", () => {
    // A spreadsheet in a Spanish locale splits on ";": "x;=cmd" would start a cell with "=".
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;'=cmd|' /C calc'!A0"`);
    expect(csvCell("1,-2")).toBe(`"1,'-2"`);
    expect(csvCell("a\u2028b")).toBe(`"a\u2028b"`);
  });
});
