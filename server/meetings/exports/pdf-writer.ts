import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { SITE_NAME } from "../../core/site";

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

/**
 * Flowing text over pdf-lib (headings, paragraphs, bullets) with word wrapping and page breaks;
 * real PDF text, so it can be selected and searched. The standard fonts encode WinAnsi only:
 * Spanish and Catalan letters are in it, anything else (emoji, other scripts) becomes "?".
 */
export class PdfWriter {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;
  private readonly encodable = new Map<string, boolean>();

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
  }

  static async create(title: string, language: string): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(title);
    document.setLanguage(language);
    document.setCreator(SITE_NAME);
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

  private get width(): number {
    return PAGE.width - MARGIN * 2;
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private write(text: string, { size, font, color, indent = 0, after = 6 }: LineStyle): void {
    const lineHeight = size * 1.35;
    for (const line of this.wrap(font, this.toWinAnsi(font, text), size, this.width - indent)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color });
    }
    this.y -= after;
  }

  private toWinAnsi(font: PDFFont, text: string): string {
    return Array.from(text.replace(/\t/g, "  ").replace(/\r/g, ""))
      .map((character) => {
        if (character === "\n") return character;
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
        return known ? character : "?";
      })
      .join("");
  }

  /** Lines that fit `width`; a word longer than a line is cut where it must be. */
  private wrap(font: PDFFont, text: string, size: number, width: number): string[] {
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (let word of paragraph.split(/\s+/).filter(Boolean)) {
        while (!fits(word)) {
          let cut = word.length - 1;
          while (cut > 1 && !fits(word.slice(0, cut))) cut -= 1;
          if (line) lines.push(line);
          lines.push(word.slice(0, cut));
          line = "";
          word = word.slice(cut);
        }
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) line = candidate;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
