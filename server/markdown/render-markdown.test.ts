import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { HOSTILE_FRAGMENTS, expectInertHtml, hostileMarkdown } from "../test/hostile-markdown";
import { isExternalHref, renderMarkdown } from "./render-markdown";

const ORIGIN = "https://plataforma.example";

function parse(html: string): HTMLElement {
  return new JSDOM(`<!doctype html><body>${html}</body>`).window.document.body;
}

describe("renderMarkdown sanitizing", () => {
  it("renders every hostile fragment inert", () => {
    for (const fragment of HOSTILE_FRAGMENTS) expectInertHtml(renderMarkdown(fragment, ORIGIN));
  });

  it("renders any mix of hostile and random Markdown without scripts, handlers or script URLs", () => {
    fc.assert(
      fc.property(hostileMarkdown, (markdown) => {
        expectInertHtml(renderMarkdown(markdown, ORIGIN));
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("has a check that does catch a live payload", () => {
    expect(() => expectInertHtml('<img src=x onerror="alert(1)">')).toThrow();
    expect(() => expectInertHtml('<a href=" java\tscript:alert(1)">x</a>')).toThrow();
  });

  it("drops raw HTML and comments instead of showing or running them", () => {
    const body = parse(renderMarkdown('Antes <b onclick="x()">negrita</b> <!-- oculto --> después', ORIGIN));
    expect(body.querySelector("b")).toBeNull();
    expect(body.textContent).toBe("Antes negrita  después");
    expect(body.innerHTML).not.toContain("<!--");
  });

  it("keeps data: and other unknown schemes out of links and images", () => {
    const body = parse(
      renderMarkdown(
        "[datos](data:text/html,hola) ![foto](data:image/png;base64,AAAA) [web](https://example.org)",
        ORIGIN,
      ),
    );
    expect(body.querySelector('a[href^="data:"]')).toBeNull();
    expect(body.querySelector("img")?.getAttribute("src") ?? "").not.toMatch(/^data:/);
    expect(body.querySelector("a[href='https://example.org']")).not.toBeNull();
  });
});

describe("renderMarkdown reading touches", () => {
  it("opens only other origins' links apart, without an opener", () => {
    const body = parse(
      renderMarkdown(
        `[fuera](https://openai.com) [casa](${ORIGIN}/blog) [interno](/blog) [correo](mailto:hola@example.com)`,
        ORIGIN,
      ),
    );
    const [outside, home, internal, mail] = [...body.querySelectorAll("a")];
    expect(outside?.getAttribute("target")).toBe("_blank");
    expect(outside?.getAttribute("rel")).toBe("noopener noreferrer");
    for (const link of [home, internal, mail]) {
      expect(link?.hasAttribute("target")).toBe(false);
      expect(link?.hasAttribute("rel")).toBe(false);
    }
    expect(internal?.getAttribute("href")).toBe("/blog");
  });

  it("judges external links by the configured origin it is given", () => {
    expect(isExternalHref("https://plataforma.example/x", ORIGIN)).toBe(false);
    expect(isExternalHref("https://plataforma.example.evil.test/x", ORIGIN)).toBe(true);
    expect(isExternalHref("/x", ORIGIN)).toBe(false);
    expect(isExternalHref("//evil.test/x", ORIGIN)).toBe(false);
  });

  it("keeps the page title the only h1, loads images lazily with an alt, and lets code and tables scroll", () => {
    const body = parse(
      renderMarkdown(
        "# Título\n\n![](https://example.org/a.png)\n\n```\ncódigo\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |",
        ORIGIN,
      ),
    );
    expect(body.querySelector("h1")).toBeNull();
    expect(body.querySelector("h2")?.textContent).toBe("Título");
    const image = body.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("decoding")).toBe("async");
    expect(body.querySelector("pre")?.getAttribute("tabindex")).toBe("0");
    const wrapper = body.querySelector("div.markdown-table");
    expect(wrapper?.getAttribute("tabindex")).toBe("0");
    expect(wrapper?.querySelector("table")).not.toBeNull();
  });

  it("keeps ordinary GFM: lists, emphasis, task lists and strikethrough", () => {
    const body = parse(renderMarkdown("- uno\n- **dos**\n\n- [x] hecho\n\n~~tachado~~", ORIGIN));
    expect(body.querySelectorAll("li")).toHaveLength(3);
    expect(body.querySelector("strong")?.textContent).toBe("dos");
    expect(body.querySelector("input[type=checkbox]")?.hasAttribute("disabled")).toBe(true);
    expect(body.querySelector("del")?.textContent).toBe("tachado");
  });
});
