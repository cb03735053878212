import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/decisions.md opens with an index by area: an entry added without its index line, or a line
// left behind by a renamed heading, fails here.

const page = readFileSync(path.resolve(import.meta.dirname, "../docs/decisions.md"), "utf8");
const [, index = ""] = /^## Index\n([\s\S]*?)\n## /m.exec(page) ?? [];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number} -]/gu, "")
    .replace(/ /g, "-");
}

/** The entries: every second-level heading but the index's own. */
const headings = [...page.matchAll(/^## (.+)$/gm)].map(([, heading = ""]) => heading).filter((h) => h !== "Index");
const indexed = [...index.matchAll(/\[([^\]]+)\]\(#([^)]+)\)/g)].map(([, title = "", anchor = ""]) => ({
  title,
  anchor,
}));

describe("docs/decisions.md's index", () => {
  it("lists every entry once", () => {
    expect(index, "an index section").not.toBe("");
    const listed = indexed.map(({ title }) => title);
    expect(headings.filter((heading) => !listed.includes(heading))).toEqual([]);
    expect(listed.filter((title, at) => listed.indexOf(title) !== at)).toEqual([]);
  });

  it("links each line to a heading that exists", () => {
    const anyHeading = [...page.matchAll(/^#{2,4} (.+)$/gm)].map(([, heading = ""]) => heading);
    const anchors = new Set(anyHeading.map(anchorOf));
    expect(indexed.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });
});
