import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { drawable } from "../../courses/certificate-pdf";

const INK = rgb(0.09, 0.11, 0.2);
const ACCENT = rgb(0.31, 0.27, 0.9);
const MUTED = rgb(0.4, 0.43, 0.5);
const PAGE: [number, number] = [595, 842];
const MARGIN = 56;

interface SheetLine {
  kind: "heading" | "item" | "text";
  text: string;
}

/** The lesson's Markdown as sheet lines: headings, list items to tick, paragraphs. */
export function readSheetLines(markdown: string): SheetLine[] {
  return markdown
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): SheetLine => {
      const plain = (value: string) => value.replace(/\*\*|`|_/g, "");
      if (line.startsWith("#")) return { kind: "heading", text: plain(line.replace(/^#+\s*/, "")) };
      const item = /^(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
      return item ? { kind: "item", text: plain(item[1] ?? "") } : { kind: "text", text: plain(line) };
    });
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A lesson's worksheet as an A4 PDF: the course and lesson titles, then the lesson's points
 * with a box to tick beside each list item, so a demo lesson has a real file to download.
 */
export async function renderLessonSheetPdf(courseTitle: string, lessonTitle: string, markdown: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Ficha: ${lessonTitle}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const line of wrap(font, drawable(font, text), size, width - indent)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };
  write(`FICHA DE LA LECCIÓN · ${courseTitle}`, bold, 9, ACCENT);
  y -= 6;
  write(lessonTitle, bold, 20);
  y -= 10;
  for (const line of readSheetLines(markdown)) {
    if (line.kind === "heading") {
      y -= 8;
      write(line.text, bold, 13);
    } else if (line.kind === "item") {
      page.drawRectangle({ x: MARGIN, y: y - 11, width: 9, height: 9, borderColor: ACCENT, borderWidth: 1 });
      write(line.text, regular, 11, INK, 18);
    } else write(line.text, regular, 11, MUTED);
    y -= 4;
  }
  return Buffer.from(await pdf.save());
}
