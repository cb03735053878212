import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The one PDF writer, over pdf-lib, for both sides: on the server the AI services' documents (in
 * the ingest worker), course certificates, lesson worksheets and the demo resources' files; in
 * the browser the AI apps' exports (strategy kit, maturity report, training plan). It depends on
 * pdf-lib alone (no Node, no DOM), so each side bundles it as it is. Real PDF text
 * (selectable, searchable) in the standard Helvetica, which encodes WinAnsi: Spanish and Catalan
 * letters, "·", "€", curly quotes and dashes print as typed; anything else (emoji, other scripts)
 * becomes "?" instead of breaking the document.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TONES = { ink: rgb(0.09, 0.11, 0.2), accent: rgb(0.31, 0.27, 0.9), muted: rgb(0.4, 0.43, 0.5) };
/** The empty part of a score bar. */
const TRACK = rgb(0.9, 0.91, 0.94);
type Tone = keyof typeof TONES;

interface LineStyle {
  size: number;
  bold?: boolean;
  tone?: Tone;
  indent?: number;
  /** Space left under the block, in points. */
  after?: number;
}

interface DocumentInfo {
  title: string;
  subject?: string;
  language?: string;
  creator?: string;
  /** A4 on its side (certificates); portrait otherwise. */
  landscape?: boolean;
}

/**
 * Flowing text with word wrapping and page breaks, plus centred lines for one-page layouts.
 * Wrapping is linear in the text: each character's width is measured once per font and size,
 * and a word longer than a line is cut where the widths add up past it.
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  private readonly widths = new Map<string, number>();

  private constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly boldFont: PDFFont,
    private readonly pageSize: [number, number],
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - MARGIN;
  }

  static async create({ title, subject, language, creator, landscape = false }: DocumentInfo): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(title);
    if (subject) document.setSubject(subject);
    if (language) document.setLanguage(language);
    if (creator) document.setCreator(creator);
    const [regular, bold] = await Promise.all([
      document.embedFont(StandardFonts.Helvetica),
      document.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(document, regular, bold, landscape ? [A4[1], A4[0]] : A4);
  }

  /** A small line above the title (what kind of document this is). */
  eyebrow(text: string): void {
    this.write(text, { size: 9, bold: true, tone: "accent", after: 6 });
  }

  title(text: string): void {
    this.write(text, { size: 20, bold: true, tone: "accent", after: 8 });
  }

  heading(text: string): void {
    this.room(40);
    this.y -= 8;
    this.write(text, { size: 14, bold: true, after: 4 });
  }

  /** A bold line under a heading. */
  subheading(text: string): void {
    this.write(text, { size: 12, bold: true, after: 3 });
  }

  paragraph(text: string): void {
    this.write(text, { size: 11 });
  }

  /** A paragraph in the muted tone (explanations around the main points). */
  note(text: string): void {
    this.write(text, { size: 11, tone: "muted" });
  }

  bullet(text: string): void {
    this.marked(text, (x, y) =>
      this.page.drawText("-", { x: x + 4, y, size: 11, font: this.regular, color: TONES.accent }),
    );
  }

  /** A point with an empty box to tick on paper. */
  checkItem(text: string): void {
    this.marked(text, (x, y) =>
      this.page.drawRectangle({ x, y: y - 1, width: 9, height: 9, borderColor: TONES.accent, borderWidth: 1 }),
    );
  }

  /** A labelled horizontal bar for a 0–100 score, with the figure written after it. */
  scoreBar(label: string, percent: number): void {
    const size = 11;
    const width = this.pageSize[0] - MARGIN * 2;
    const barX = MARGIN + width * 0.42;
    const barWidth = width * 0.45;
    const filled = (barWidth * Math.max(0, Math.min(100, percent))) / 100;
    this.room(22);
    this.y -= 18;
    const text = { y: this.y + 3, size, color: TONES.ink };
    this.page.drawText(drawable(this.regular, label), { x: MARGIN, font: this.regular, ...text });
    this.page.drawRectangle({ x: barX, y: this.y, width: barWidth, height: 12, color: TRACK });
    this.page.drawRectangle({ x: barX, y: this.y, width: filled, height: 12, color: TONES.accent });
    this.page.drawText(`${percent} %`, { x: barX + barWidth + 8, font: this.boldFont, ...text });
    this.y -= 4;
  }

  /** Vertical space, in points. */
  space(points = 8): void {
    this.y -= points;
  }

  /** A border around the page, inset from its edges. */
  frame(inset = 24): void {
    const [width, height] = this.pageSize;
    const border = { borderColor: TONES.accent, borderWidth: 3 };
    this.page.drawRectangle({ x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset, ...border });
  }

  /** One line centred at height `y`, made smaller until it fits inside the margins. */
  centered(text: string, y: number, { size, bold = false, tone = "ink" }: Omit<LineStyle, "indent" | "after">): void {
    const font = bold ? this.boldFont : this.regular;
    const safe = drawable(font, text);
    const maxWidth = this.pageSize[0] - 120;
    let fitted = size;
    while (fitted > 8 && font.widthOfTextAtSize(safe, fitted) > maxWidth) fitted -= 1;
    const x = (this.pageSize[0] - font.widthOfTextAtSize(safe, fitted)) / 2;
    this.page.drawText(safe, { x, y, size: fitted, font, color: TONES[tone] });
  }

  async bytes(): Promise<Uint8Array> {
    return this.document.save();
  }

  private marked(text: string, drawMark: (x: number, baseline: number) => void): void {
    const size = 11;
    this.room(size * 1.35);
    drawMark(MARGIN, this.y - size * 1.05);
    this.write(text, { size, indent: 18, after: 2 });
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.document.addPage(this.pageSize);
    this.y = this.pageSize[1] - MARGIN;
  }

  private write(text: string, { size, bold = false, tone = "ink", indent = 0, after = 6 }: LineStyle): void {
    const font = bold ? this.boldFont : this.regular;
    const lineHeight = size * 1.35;
    const width = this.pageSize[0] - MARGIN * 2 - indent;
    const clean = drawable(font, text.replace(/\t/g, "  ").replace(/\r/g, ""));
    for (const line of this.wrap(font, clean, size, width)) {
      this.room(lineHeight);
      this.y -= lineHeight;
      if (line)
        this.page.drawText(line, { x: MARGIN + indent, y: this.y + size * 0.3, size, font, color: TONES[tone] });
    }
    this.y -= after;
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

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The text with each character the font cannot draw replaced by "?" (line breaks kept). */
export function drawable(font: PDFFont, value: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  const known = supported;
  return Array.from(value.normalize("NFC"), (character) =>
    character === "\n" || known.has(character.codePointAt(0) ?? 0) ? character : "?",
  ).join("");
}
