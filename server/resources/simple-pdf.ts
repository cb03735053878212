/**
 * A small text-only PDF (A4, Helvetica, WinAnsi so Spanish accents print): enough for the demo
 * resources, with no dependency. Lines longer than the page are wrapped; pages follow as needed.
 */
export interface PdfBlock {
  text: string;
  size?: number;
  bold?: boolean;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

export function renderTextPdf(blocks: PdfBlock[]): Buffer {
  const pages = layout(blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(""); // pages, filled below
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const pageIds: number[] = [];
  for (const content of pages) {
    const stream = Buffer.from(content, "latin1");
    add(`<< /Length ${stream.length} >>\nstream\n${content}\nendstream`);
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    pageIds.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  let output = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, "latin1"));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, "latin1");
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, "0")} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, "latin1");
}

/** Content streams, one per page. */
function layout(blocks: PdfBlock[]): string[] {
  const pages: string[] = [];
  let current = "";
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const size = block.size ?? 11;
    const lineHeight = size * 1.4;
    const perLine = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * 0.5));
    const lines = block.text === "" ? [""] : wrap(block.text, perLine);
    for (const line of lines) {
      if (y - lineHeight < MARGIN) {
        pages.push(current);
        current = "";
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= lineHeight;
      current += `BT /${block.bold ? "F2" : "F1"} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${escape(line)}) Tj ET\n`;
    }
    y -= size * 0.4;
  }
  pages.push(current);
  return pages;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** PDF string escapes, and characters outside Latin-1 replaced (WinAnsi covers Spanish and Catalan). */
function escape(line: string): string {
  return line
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/•/g, "\x95")
    .replace(/[^\x20-\xff]/g, "?")
    .replace(/[\\()]/g, (character) => `\\${character}`);
}
