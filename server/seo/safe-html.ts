import { Marked, Tokenizer, type Tokens } from "marked";
import { escapeHtml } from "../spa/page-meta";

const SAFE_URL = /^(https?:|mailto:|\/(?![/\\])|#)/i;

/** Only web, mail, same-site and anchor links; `javascript:`, `data:` and the like become "#". */
export function safeUrl(href: string): string {
  const trimmed = href.trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, "");
  return SAFE_URL.test(compact) ? trimmed : "#";
}

const marked = new Marked({
  gfm: true,
  tokenizer: {
    tag(source: string) {
      const token = Tokenizer.prototype.tag.call(this, source);
      // After "<script>" marked treats the following text as raw (unescaped). The tag itself is
      // shown as text here, so the text after it must stay escaped too.
      this.lexer.state.inRawBlock = false;
      return token;
    },
  },
  renderer: {
    // Raw HTML in a post is shown as text, never run (the client's rehype-sanitize drops it too).
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(safeUrl(href))}"${titleAttribute} rel="nofollow noopener">${label}</a>`;
    },
    image: ({ href, title, text }: Tokens.Image) => {
      const url = safeUrl(href);
      if (url === "#") return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttribute}>`;
    },
  },
});

/** Markdown to HTML for places the server emits HTML (RSS): no raw HTML, no script URLs. */
export function renderSafeHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

/** Markdown to one plain line (meta descriptions): markup and links' targets dropped. */
export function toPlainText(markdown: string, maxLength = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/[#>*_`~|-]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
