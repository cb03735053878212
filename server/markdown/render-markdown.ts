import type { Element, ElementContent, Root, RootContent } from "hast";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Bumped whenever the produced HTML changes (sanitizer rules, the touches below): start-up then
 * renders every stored body again (server/markdown/stored-html.ts).
 */
export const MARKDOWN_RENDERER_VERSION = 1;

/** True for a link that leaves the site (another origin than `siteOrigin`), which gets a safe `rel`. */
export function isExternalHref(href: unknown, siteOrigin: string): boolean {
  if (typeof href !== "string" || !/^[a-z][a-z0-9+.-]*:/i.test(href)) return false;
  try {
    const url = new URL(href);
    return url.protocol !== "mailto:" && url.origin !== siteOrigin;
  } catch {
    return false;
  }
}

/**
 * What web/ui/markdown.tsx's components do in the browser, applied after sanitizing (so these
 * attributes are ours, not the author's): external links open apart without an opener, images
 * load lazily with an alt, the page title stays the only h1, and wide code and tables scroll
 * sideways with the keyboard too.
 */
function touchElement(element: Element, siteOrigin: string): Element {
  const { properties } = element;
  switch (element.tagName) {
    case "a":
      if (isExternalHref(properties.href, siteOrigin))
        Object.assign(properties, { target: "_blank", rel: ["noopener", "noreferrer"] });
      return element;
    case "img":
      Object.assign(properties, { alt: properties.alt ?? "", loading: "lazy", decoding: "async" });
      return element;
    case "h1":
      return { ...element, tagName: "h2" };
    case "pre":
      properties.tabIndex = 0;
      return element;
    case "table":
      return {
        type: "element",
        tagName: "div",
        properties: { className: ["markdown-table"], tabIndex: 0 },
        children: [element],
      };
    default:
      return element;
  }
}

function touchChildren<T extends RootContent | ElementContent>(children: T[], siteOrigin: string): T[] {
  return children.map((child) => {
    if (child.type !== "element") return child;
    // Children first: a table's new wrapper is not visited again.
    child.children = touchChildren(child.children, siteOrigin);
    return touchElement(child, siteOrigin) as T;
  });
}

function rehypeSiteTouches(options: { siteOrigin: string }) {
  return (tree: Root) => {
    tree.children = touchChildren(tree.children, options.siteOrigin);
  };
}

/**
 * Untrusted Markdown (GFM) to HTML a page may insert as is. Raw HTML in the source is dropped,
 * never parsed (remark-rehype without `allowDangerousHtml`), and rehype-sanitize with GitHub's
 * schema — the rules the browser applied before — removes scripts, event handlers and unsafe URL
 * schemes, so an author cannot run code in a reader's browser.
 */
export function renderMarkdown(markdown: string, siteOrigin: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSanitize)
      .use(rehypeSiteTouches, { siteOrigin })
      .use(rehypeStringify)
      .processSync(markdown),
  );
}
