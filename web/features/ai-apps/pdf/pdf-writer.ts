import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const ACCENT = rgb(0.15, 0.35, 0.75);
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/**
 * The standard PDF fonts encode WinAnsi only. Spanish and Catalan letters (á, ñ, ç, l·l) are in
 * it; anything else (emoji, other scripts) becomes "?" instead of breaking the document.
 */
function toWinAnsi(font: PDFFont, text: string): string {
  return Array.from(text.replace(/\t/g, "  "))
    .map((character) => {
      try {
        font.encodeText(character);
        return character;
      } catch {
        return "?";
      }
    })
    .join("");
}

/** Splits a paragraph into lines that fit `width` at `size`. */
function wrapLines(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A small flowing-text writer over pdf-lib: headings, paragraphs, bullets and score bars, with
 * word wrapping and page breaks. The text is real PDF text, so it can be selected and searched.
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  static async create(title: string, language: string): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(title);
    document.setLanguage(language);
    document.setCreator("Plataforma IA para profesionales");
    const [regular, bold] = await Promise.all([
      document.embedFont(StandardFonts.Helvetica),
      document.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(document, regular, bold);
  }

  private get width() {
    return PAGE.width - MARGIN * 2;
  }

  private ensureRoom(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private writeLines(
    text: string,
    {
      size,
      font,
      color,
      indent = 0,
      after = 6,
    }: { size: number; font: PDFFont; color: ReturnType<typeof rgb>; indent?: number; after?: number },
  ) {
    const lineHeight = size * 1.35;
    for (const line of wrapLines(font, toWinAnsi(font, text), size, this.width - indent)) {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
    this.y -= after;
  }

  title(text: string) {
    this.writeLines(text, { size: 22, font: this.bold, color: ACCENT, after: 8 });
  }

  heading(text: string) {
    this.ensureRoom(40);
    this.y -= 8;
    this.writeLines(text, { size: 15, font: this.bold, color: TEXT, after: 4 });
  }

  subheading(text: string) {
    this.writeLines(text, { size: 12, font: this.bold, color: TEXT, after: 3 });
  }

  paragraph(text: string) {
    this.writeLines(text, { size: 11, font: this.regular, color: TEXT });
  }

  note(text: string) {
    this.writeLines(text, { size: 9.5, font: this.regular, color: MUTED });
  }

  bullet(text: string) {
    const size = 11;
    this.ensureRoom(size * 1.35);
    this.page.drawText("-", {
      x: MARGIN + 4,
      y: this.y - size * 1.35 + size * 0.3,
      size,
      font: this.regular,
      color: ACCENT,
    });
    this.writeLines(text, { size, font: this.regular, color: TEXT, indent: 16, after: 2 });
  }

  /** A labelled horizontal bar for a 0–100 score, with the figure written after it. */
  scoreBar(label: string, percent: number) {
    const size = 11;
    const barWidth = this.width * 0.45;
    this.ensureRoom(22);
    this.y -= 18;
    this.page.drawText(toWinAnsi(this.regular, label), {
      x: MARGIN,
      y: this.y + 3,
      size,
      font: this.regular,
      color: TEXT,
    });
    const barX = MARGIN + this.width * 0.42;
    this.page.drawRectangle({ x: barX, y: this.y, width: barWidth, height: 12, color: rgb(0.9, 0.91, 0.94) });
    this.page.drawRectangle({
      x: barX,
      y: this.y,
      width: (barWidth * Math.max(0, Math.min(100, percent))) / 100,
      height: 12,
      color: ACCENT,
    });
    this.page.drawText(`${percent} %`, { x: barX + barWidth + 8, y: this.y + 3, size, font: this.bold, color: TEXT });
    this.y -= 4;
  }

  space(points = 8) {
    this.y -= points;
  }

  async save(): Promise<Uint8Array> {
    return this.document.save();
  }
}
