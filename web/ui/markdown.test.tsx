import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { Markdown } from "./markdown";

afterEach(cleanup);

/**
 * The browser's pipeline still renders chat answers and the back office's live preview. The
 * property tests over random mixes live with the server renderer that pages ship
 * (server/markdown/render-markdown.test.ts); here the known fragments stay inert.
 */
const HOSTILE_FRAGMENTS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.test/x.js></SCRIPT>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">',
  "<body onload=alert(1)>",
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![img](javascript:alert(1))",
  '![img](x" onerror="alert(1))',
  "<javascript:alert(1)>",
  "[ref]: javascript:alert(1)\n\n[ref]",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<object data=javascript:alert(1)></object>",
  "<form action=javascript:alert(1)><button>x</button></form>",
  "`<script>`",
  "```html\n<script>alert(1)</script>\n```",
  "| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |",
];

const UNSAFE_URL = /^(javascript|vbscript|data):/i;

/** Browsers ignore whitespace and control characters inside a scheme, so strip them before checking. */
function normaliseUrl(value: string): string {
  return [...value]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
}

function assertInert(container: HTMLElement) {
  expect(container.querySelectorAll("script, iframe, object, embed, style, form, base, meta, link")).toHaveLength(0);
  for (const element of container.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name.toLowerCase().startsWith("on"), `${element.tagName} has ${attribute.name}`).toBe(false);
      if (
        ["href", "src", "xlink:href", "action", "formaction", "srcset", "style"].includes(attribute.name.toLowerCase())
      ) {
        expect(UNSAFE_URL.test(normaliseUrl(attribute.value)), `${attribute.name}=${attribute.value}`).toBe(false);
        expect(attribute.value.toLowerCase()).not.toContain("javascript:");
      }
    }
  }
}

describe("Markdown sanitizing in the browser", () => {
  it("renders every hostile fragment inert", () => {
    for (const fragment of HOSTILE_FRAGMENTS) {
      const { container, unmount } = render(<Markdown>{fragment}</Markdown>);
      assertInert(container);
      unmount();
    }
  });

  it("keeps ordinary Markdown: headings, lists, tables and safe external links", () => {
    const { container, getByRole } = render(
      <Markdown>
        {
          "# Título\n\n- uno\n- dos\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[OpenAI](https://openai.com) y [interno](/blog)"
        }
      </Markdown>,
    );
    expect(getByRole("heading", { level: 2, name: "Título" })).toBeInTheDocument();
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("table")).not.toBeNull();
    const external = getByRole("link", { name: "OpenAI" });
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).toHaveAttribute("target", "_blank");
    const internal = getByRole("link", { name: "interno" });
    expect(internal).not.toHaveAttribute("target");
    expect(internal).toHaveAttribute("href", "/blog");
  });
});
