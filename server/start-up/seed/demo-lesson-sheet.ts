import { PdfWriter } from "../../../pdf/pdf-writer";

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

/**
 * A lesson's worksheet as an A4 PDF: the course and lesson titles, then the lesson's points
 * with a box to tick beside each list item, so a demo lesson has a real file to download.
 */
export async function renderLessonSheetPdf(courseTitle: string, lessonTitle: string, markdown: string) {
  const pdf = await PdfWriter.create({ title: `Ficha: ${lessonTitle}`, language: "es" });
  pdf.eyebrow(`FICHA DE LA LECCIÓN · ${courseTitle}`);
  pdf.title(lessonTitle);
  for (const line of readSheetLines(markdown)) {
    if (line.kind === "heading") pdf.heading(line.text);
    else if (line.kind === "item") pdf.checkItem(line.text);
    else pdf.note(line.text);
  }
  return Buffer.from(await pdf.bytes());
}
