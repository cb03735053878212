/*
 * Model and member text written into Markdown exports. Every helper makes one pass over the text
 * (no regular expression that backtracks over a long run), and raw HTML is escaped: a Markdown
 * viewer shows `<script>` and `&amp;` as the words they are, never as markup.
 */

/** `<` and `&` as entities: what a renderer would otherwise read as HTML or as an entity. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
}

/** One line of Markdown: line breaks become spaces (a list item or heading stays one line). */
export function inlineText(text: string): string {
  return escapeHtml(
    text
      .split(/\r\n|\r|\n|\u2028|\u2029/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(" "),
  );
}

/** A table cell: one line, and a pipe cannot end the cell early. */
export function tableCell(text: string): string {
  return inlineText(text).replaceAll("\\", "\\\\").replaceAll("|", "\\|");
}

/** A quoted block: every line of the text behind "> ". */
export function blockQuote(text: string): string {
  return linesOf(text)
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
}

export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(tableCell).join(" | ")} |`;
  return [line(head), `| ${head.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

const BLOCK_START = /^(\s*)([#>*+\-=`~|]|\d+[.)])/;

/**
 * Text as plain paragraphs: a line that would open a heading, list, quote or code block in
 * Markdown has that character escaped, so the words read as they were said or written.
 */
export function plainParagraphs(text: string): string {
  return linesOf(text)
    .map((line) => line.trimEnd().replace(BLOCK_START, "$1\\$2"))
    .join("\n");
}

/** The text's lines, HTML escaped, with every kind of line break read as one. */
function linesOf(text: string): string[] {
  return escapeHtml(text.trim()).split(/\r\n|\r|\n|\u2028|\u2029/);
}
