import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NotFoundPage, PAGE_ROUTES } from "./routes";

const WEB = path.resolve(import.meta.dirname, "..");
/** One entry of the route table's map: its key (the module's file under web/) and what it imports. */
const PAGE_MODULE_ENTRY = /^\s*"([^"]+)": \(\) => import\("\.\.\/([^"]+)"\),$/gm;

function listPageFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith("-page.tsx"))
    .map((entry) => path.relative(WEB, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

describe("the route table's pages", () => {
  const source = readFileSync(path.join(WEB, "app/routes.tsx"), "utf8");
  const entries = [...source.matchAll(PAGE_MODULE_ENTRY)].map(([, key = "", imported = ""]) => ({ key, imported }));

  it("are keyed by the file each imports, the name the server preloads its chunk by", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const { key, imported } of entries) expect(key).toBe(`${imported}.tsx`);
  });

  it("are every page file under web/pages, each shown at some address", () => {
    const routed = new Set([...PAGE_ROUTES.map((route) => route.page.module), NotFoundPage.module]);
    expect(entries.map((entry) => entry.key).sort()).toEqual(listPageFiles(path.join(WEB, "pages")).sort());
    expect([...routed].sort()).toEqual(entries.map((entry) => entry.key).sort());
  });
});
