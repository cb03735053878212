import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { PdfSpec } from "../tasks";

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const ACCENT = rgb(0.15, 0.35, 0.75);
const TEXT = rgb(0.1, 0.1, 0.12);

interface LineStyle {
  size: number;
  font: PDFFont;
  color: ReturnType<typeof rgb>;
  indent?: number;
  after?: number;
}

/** A PDF of headings, paragraphs and bullets (PdfSpec), in the ingest worker. */
export async function writePdf(spec: PdfSpec): Promise<Uint8Array> {
  const writer = await PdfWriter.create(spec);
  for (const block of spec.blocks) writer[block.type](block.text);
  return writer.bytes();
}

/**
 * Flowing text over pdf-lib with word wrapping and page breaks; real PDF text, so it can be
 * selected and searched. Wrapping is linear in the text: each character's width is measured
 * once per font and size, and a word longer than a line is cut where the widths add up past it.
 * The standard fonts encode WinAnsi only: Spanish and Catalan letters are in it, anything else
 * (emoji, other scripts) becomes "?".
 */
class PdfWriter {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;
  private readonly encodable = new Map<string, boolean>();
  private readonly widths = new Map<string, number>();

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
  }

  static async create({ title, language, creator }: PdfSpec): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(title);
    document.setLanguage(language);
    document.setCreator(creator);
    const [regular, bold] = await Promise.all([
      document.embedFont(StandardFonts.Helvetica),
      document.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(document, regular, bold);
  }

  title(text: string): void {
    this.write(text, { size: 20, font: this.bold, color: ACCENT, after: 8 });
  }

  heading(text: string): void {
    this.room(40);
    this.y -= 8;
    this.write(text, { size: 14, font: this.bold, color: TEXT, after: 4 });
  }

  paragraph(text: string): void {
    this.write(text, { size: 11, font: this.regular, color: TEXT });
  }

  bullet(text: string): void {
    const size = 11;
    this.room(size * 1.35);
    this.page.drawText("-", { x: MARGIN + 4, y: this.y - size * 1.05, size, font: this.regular, color: ACCENT });
    this.write(text, { size, font: this.regular, color: TEXT, indent: 16, after: 2 });
  }

  async bytes(): Promise<Uint8Array> {
    return this.document.save();
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private write(text: string, { size, font, color, indent = 0, after = 6 }: LineStyle): void {
    const lineHeight = size * 1.35;
    const width = PAGE.width - MARGIN * 2 - indent;
    for (const line of this.wrap(font, this.toWinAnsi(font, text), size, width)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      if (line) this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
    this.y -= after;
  }

  private toWinAnsi(font: PDFFont, text: string): string {
    let converted = "";
    for (const character of text.replace(/\t/g, "  ").replace(/\r/g, "")) {
      if (character === "\n") {
        converted += character;
        continue;
      }
      let known = this.encodable.get(character);
      if (known === undefined) {
        try {
          font.encodeText(character);
          known = true;
        } catch {
          known = false;
        }
        this.encodable.set(character, known);
      }
      converted += known ? character : "?";
    }
    return converted;
  }

  private widthOf(font: PDFFont, size: number, character: string): number {
    const key = `${font.name}:${size}:${character}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, size);
      this.widths.set(key, width);
    }
    return width;
  }

  /** Lines that fit `width`, greedily, one pass over the characters. */
  private wrap(font: PDFFont, text: string, size: number, width: number): string[] {
    const space = this.widthOf(font, size, " ");
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      let lineWidth = 0;
      for (const word of paragraph.split(/\s+/)) {
        if (!word) continue;
        let wordWidth = 0;
        for (const character of word) wordWidth += this.widthOf(font, size, character);
        if (line && lineWidth + space + wordWidth <= width) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        if (wordWidth <= width) {
          line = word;
          lineWidth = wordWidth;
          continue;
        }
        // A word longer than a line: cut where the characters' widths pass it.
        line = "";
        lineWidth = 0;
        for (const character of word) {
          const characterWidth = this.widthOf(font, size, character);
          if (line && lineWidth + characterWidth > width) {
            lines.push(line);
            line = "";
            lineWidth = 0;
          }
          line += character;
          lineWidth += characterWidth;
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
