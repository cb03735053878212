import type { TextBuilder } from "../text-builder";

/** A tag longer than this (a megabyte of attributes) is no Word document's. */
const TAG_MAX = 1024 * 1024;

/** The XML's shape cannot be read (a tag never closes, a tag is endless). */
export class MalformedWordXml extends Error {}

/**
 * The visible text of a Word document's `word/document.xml`, read as it inflates: the text of
 * every run (`<w:t>`), tabs, line breaks, and a blank line after each paragraph, as Word's own
 * "save as plain text" gives it. Deleted text (`w:delText`) and field codes (`w:instrText`) are
 * not runs' text and stay out. One pass over the characters, with no DOM and no entity
 * definitions (only XML's five and numeric references are read), so its cost follows the bytes
 * read, and the reader stops once the builder is full.
 */
export class WordXmlText {
  private carry = "";
  private isInText = false;

  constructor(private readonly builder: TextBuilder) {}

  push(chunk: string): void {
    const source = this.carry + chunk;
    this.carry = "";
    let at = 0;
    while (at < source.length && this.builder.wantsMore) {
      const open = source.indexOf("<", at);
      if (this.isInText) {
        const end = open === -1 ? source.length : open;
        const text = source.slice(at, end);
        // An entity cut by the chunk's end waits for the rest.
        const cut = open === -1 ? unfinishedEntityStart(text) : -1;
        this.builder.push(decodeEntities(cut === -1 ? text : text.slice(0, cut)));
        if (cut !== -1) this.carry = text.slice(cut);
      }
      if (open === -1) return;
      const close = source.startsWith("<!--", open) ? closeOfComment(source, open) : source.indexOf(">", open);
      if (close === -1) {
        this.carry = source.slice(open);
        if (this.carry.length > TAG_MAX) throw new MalformedWordXml("endless tag");
        return;
      }
      this.readTag(source.slice(open + 1, close));
      at = close + 1;
    }
  }

  /** Checks the XML ended where a tag could end. */
  finish(): void {
    if (this.carry.startsWith("<")) throw new MalformedWordXml("unclosed tag");
  }

  private readTag(tag: string): void {
    if (tag.startsWith("?") || tag.startsWith("!")) return;
    const isClosing = tag.startsWith("/");
    const name = localName(isClosing ? tag.slice(1) : tag);
    if (isClosing) {
      if (name === "t") this.isInText = false;
      else if (name === "p") this.builder.push("\n\n");
      return;
    }
    const isEmpty = tag.endsWith("/");
    if (name === "t") this.isInText = !isEmpty;
    else if (name === "tab") this.builder.push("\t");
    else if (name === "br" || name === "cr") this.builder.push("\n");
    else if (name === "p" && isEmpty) this.builder.push("\n\n");
  }
}

/** The element's name without its namespace prefix: `w:t` → `t`. */
function localName(tag: string): string {
  let end = 0;
  while (end < tag.length && !/[\s/>]/.test(tag.charAt(end))) end += 1;
  const name = tag.slice(0, end);
  return name.slice(name.indexOf(":") + 1);
}

function closeOfComment(source: string, open: number): number {
  const end = source.indexOf("-->", open + 4);
  return end === -1 ? -1 : end + 2;
}

/** Where an `&…` with no `;` yet starts near the end (entities are short), or -1. */
function unfinishedEntityStart(text: string): number {
  const amp = text.lastIndexOf("&");
  if (amp === -1 || text.length - amp > 12 || text.includes(";", amp)) return -1;
  return amp;
}

const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (_, body: string) => {
    if (!body.startsWith("#")) return NAMED[body] ?? "";
    const code = body.startsWith("#x") ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
  });
}
