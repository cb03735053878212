/** One line of Markdown: line breaks become spaces (a list item or heading stays one line). */
export function inlineText(text: string): string {
  return text.replace(/\s*\n\s*/g, " ").trim();
}

/** A table cell: one line, and a pipe cannot end the cell early. */
export function tableCell(text: string): string {
  return inlineText(text).replaceAll("\\", "\\\\").replaceAll("|", "\\|");
}

/** A quoted block: every line of the text behind "> ". */
export function blockQuote(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
}

export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(tableCell).join(" | ")} |`;
  return [line(head), `| ${head.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

/**
 * Text as plain paragraphs: a line that would open a heading, list, quote or code block in
 * Markdown has that character escaped, so the words read as they were said or written.
 */
export function plainParagraphs(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => line.trimEnd().replace(/^(\s*)([#>*+\-=`~|]|\d+[.)])/, "$1\\$2"))
    .join("\n");
}
