import fc from "fast-check";
import { JSDOM } from "jsdom";
import { expect } from "vitest";

/**
 * Test helpers: attack fragments from XSS cheat sheets (HTML and Markdown syntax, the e2e corpus'
 * Markdown payloads among them) and a check, on the parsed DOM, that rendered HTML cannot run code.
 */
export const HOSTILE_FRAGMENTS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.test/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>">',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">',
  "<style>*{background:url(javascript:alert(1))}</style>",
  "<body onload=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<!-- <script>alert(1)</script> -->",
  "<!--><img src=x onerror=alert(1)>-->",
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](javascript&colon;alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![img](javascript:alert(1))",
  '![img](x" onerror="alert(1))',
  "<javascript:alert(1)>",
  "[ref]: javascript:alert(1)\n\n[ref]",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math href="javascript:alert(1)">x</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<object data=javascript:alert(1)></object>",
  '<embed src="data:text/html,<script>alert(1)</script>">',
  "<form action=javascript:alert(1)><button formaction=javascript:alert(1)>x</button></form>",
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "`<script>`",
  "```html\n<script>alert(1)</script>\n```",
  "| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |",
  "[^1]\n\n[^1]: <script>alert(1)</script>",
];

export const hostileMarkdown = fc
  .array(
    fc.oneof(
      fc.constantFrom(...HOSTILE_FRAGMENTS),
      fc.string({ maxLength: 20 }),
      fc.constantFrom("\n", "\n\n", "# ", "> ", "- ", "**", "| ", "`"),
    ),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(""));

const UNSAFE_URL = /^(javascript|vbscript|data):/i;
const SCRIPT_CAPABLE = "script, iframe, object, embed, style, form, base, meta, link, svg, math, noscript, template";
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "xlink:href",
  "action",
  "formaction",
  "srcset",
  "srcdoc",
  "style",
  "data",
]);

/** Browsers ignore whitespace and control characters inside a scheme, so strip them before checking. */
function normaliseUrl(value: string): string {
  return [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
}

/** Fails when the HTML, parsed as a browser would, holds an element, handler or URL that could run code. */
export function expectInertHtml(html: string): void {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const body = document.body;
  expect(body.querySelectorAll(SCRIPT_CAPABLE), html).toHaveLength(0);
  for (const element of body.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith("on"), `${element.tagName} has ${name} in ${html}`).toBe(false);
      if (URL_ATTRIBUTES.has(name)) {
        expect(UNSAFE_URL.test(normaliseUrl(attribute.value)), `${name}=${attribute.value}`).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain("javascript:");
      }
    }
  }
}
