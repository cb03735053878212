import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectInertHtml, hostileMarkdown } from "./inert-html";
import { renderSafeHtml, safeUrl, toPlainText } from "./safe-html";
import { escapeXml } from "./xml";

describe("renderSafeHtml", () => {
  it("keeps ordinary Markdown", () => {
    const html = renderSafeHtml("## Título\n\nTexto con **negrita** y [enlace](https://example.com).");
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<strong>negrita</strong>");
    expect(html).toContain('<a href="https://example.com" rel="nofollow noopener">enlace</a>');
  });

  it("shows raw HTML as text and disarms script links", () => {
    expect(renderSafeHtml("<script>alert(1)</script>")).not.toContain("<script");
    expect(renderSafeHtml("[x](javascript:alert(1))")).toContain('href="#"');
    expect(safeUrl("/blog/a")).toBe("/blog/a");
    expect(safeUrl("//evil.example")).toBe("#");
    expect(safeUrl(" java\nscript:alert(1)")).toBe("#");
  });

  it("renders any hostile Markdown inert (property)", () => {
    fc.assert(fc.property(hostileMarkdown, (markdown) => expectInertHtml(renderSafeHtml(markdown))), { numRuns: 400 });
  });
});

describe("text helpers", () => {
  it("escapes XML and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u0008`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("turns Markdown into a short plain description", () => {
    expect(toPlainText("# Hola\n\nUn [enlace](https://x.example) y **negrita**.")).toBe("Hola Un enlace y negrita.");
    expect(toPlainText("palabra ".repeat(100), 20)).toHaveLength(20);
  });
});
