import fc from "fast-check";
import { expect } from "vitest";

/** Test helpers: hostile Markdown and a check that emitted HTML cannot run anything. */
const ALLOWED_TAGS = new Set([
  "p", "a", "img", "em", "strong", "code", "pre", "ul", "ol", "li", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6",
  "hr", "br", "del", "table", "thead", "tbody", "tr", "th", "td", "input",
]);
const ALLOWED_ATTRIBUTES = new Set(["href", "src", "alt", "title", "rel", "class", "align", "start", "type", "checked", "disabled"]);

/** Fails when the HTML holds a tag or attribute that could run code, or a script URL. */
export function expectInertHtml(html: string) {
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, tag = "", rest = ""] = match;
    expect(ALLOWED_TAGS, `tag <${tag}> in ${html}`).toContain(tag.toLowerCase());
    const attributes = rest.replace(/\s([a-zA-Z-]+)(="[^"]*")?/g, (_all, name: string) => {
      expect(ALLOWED_ATTRIBUTES, `attribute ${name} in ${html}`).toContain(name.toLowerCase());
      return "";
    });
    expect(attributes.replace(/\s*\/?$/, ""), `unparsed attributes in ${match[0]}`).toBe("");
  }
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const url = (match[1] ?? "").replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
    // eslint-disable-next-line no-control-regex -- browsers skip control characters in a scheme
    expect(url.replace(/[\u0000-\u0020]/g, "").toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
  }
}

export const HOSTILE_FRAGMENTS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[clic](javascript:alert(1))",
  "[clic](JaVaScRiPt:alert(1))",
  "[clic](java\tscript:alert(1))",
  "![img](javascript:alert(1))",
  "[data](data:text/html;base64,PHNjcmlwdD4=)",
  '<svg onload="alert(1)">',
  "<iframe src=//evil.example></iframe>",
  '" onmouseover="alert(1)',
  "<style>*{}</style>",
  "</textarea><script>",
  "]]></content:encoded><script>",
  "&lt;script&gt;",
  "[x](/\\evil.example)",
  "<details open ontoggle=alert(1)>",
  "$&",
  "$`",
  "$'",
  "$$",
  "$\"",
];

export const hostileMarkdown = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_FRAGMENTS), fc.string(), fc.constantFrom("\n", "\n\n", "# ", "> ", "* ", "`", "**")), { maxLength: 12 })
  .map((parts) => parts.join(""));
