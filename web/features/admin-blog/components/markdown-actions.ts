export type MarkdownAction = "bold" | "italic" | "heading" | "link" | "list" | "quote" | "code";

interface Edit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const WRAPS: Partial<Record<MarkdownAction, [string, string]>> = {
  bold: ["**", "**"],
  italic: ["_", "_"],
  code: ["`", "`"],
  link: ["[", "](https://)"],
};

const LINE_PREFIXES: Partial<Record<MarkdownAction, string>> = { heading: "## ", list: "- ", quote: "> " };

/** Applies a toolbar action to the selected text: wraps it, or prefixes each selected line. */
export function applyMarkdown(value: string, start: number, end: number, action: MarkdownAction): Edit {
  const wrap = WRAPS[action];
  if (wrap) {
    const [before, after] = wrap;
    const selected = value.slice(start, end);
    return {
      value: value.slice(0, start) + before + selected + after + value.slice(end),
      selectionStart: start + before.length,
      selectionEnd: start + before.length + selected.length,
    };
  }
  const prefix = LINE_PREFIXES[action] ?? "";
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const block = value.slice(lineStart, end);
  const prefixed = block
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
  return {
    value: value.slice(0, lineStart) + prefixed + value.slice(end),
    selectionStart: lineStart + prefix.length,
    selectionEnd: lineStart + prefixed.length,
  };
}
