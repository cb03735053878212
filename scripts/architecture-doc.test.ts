import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { floorsPlugin } from "../eslint-floors.js";

// docs/architecture.md against the folders on disk and the floors rule: a unit added, removed or
// moved to another floor fails here until the page says so.

const root = path.resolve(import.meta.dirname, "..");
const page = readFileSync(path.join(root, "docs/architecture.md"), "utf8");

/** The `code` names of a piece of the page, without a folder's trailing slash. */
function namesIn(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map(([, name = ""]) => name.replace(/\/$/, ""));
}

/** The paragraph that starts with `label` (up to the next blank line). */
function paragraphAfter(label: string): string {
  const start = page.indexOf(`\n${label}`);
  if (start < 0) throw new Error(`docs/architecture.md has no line starting with "${label}"`);
  const end = page.indexOf("\n\n", start + 1);
  return page.slice(start + label.length + 1, end < 0 ? undefined : end);
}

/** The server table's rows: floor number → the units it names. */
function documentedFloors(): Map<number, string[]> {
  const floors = new Map<number, string[]>();
  for (const [, floor = "", units = ""] of page.matchAll(/^\| (\d) [a-z]+ *\| ([^|]+)\|/gm)) {
    floors.set(Number(floor), namesIn(units));
  }
  return floors;
}

function serverUnitsOnDisk(): string[] {
  return readdirSync(path.join(root, "server"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)))
    .map((entry) => entry.name);
}

function foldersOnDisk(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const sorted = (names: string[]) => [...names].sort();

const linter = new Linter({ configType: "flat", cwd: root });
const floorsConfig: Linter.Config[] = [
  { files: ["**/*.ts"], plugins: { floors: floorsPlugin }, rules: { "floors/import-floors": "error" } },
];

/** What the floors rule says about one import from unit `from` to unit `to` of server/. */
function floorsVerdict(from: string, to: string): string[] {
  const filename = path.join(root, "server", from.endsWith(".ts") ? from : path.join(from, "probe.ts"));
  const target = path.join(root, "server", to.endsWith(".ts") ? to.replace(/\.ts$/, "") : path.join(to, "index"));
  const relative = path.relative(path.dirname(filename), target).split(path.sep).join("/");
  const specifier = relative.startsWith(".") ? relative : `./${relative}`;
  return linter.verify(`import "${specifier}";\n`, floorsConfig, { filename }).map((message) => message.message);
}

describe("docs/architecture.md", () => {
  const floors = documentedFloors();
  const outside = namesIn(paragraphAfter("Outside the floors:"));

  it("draws the four server floors", () => {
    expect([...floors.keys()]).toEqual([0, 1, 2, 3]);
  });

  it("names every folder and top-level file of server/ once, and nothing that is not there", () => {
    const named = [...[...floors.values()].flat(), ...outside];
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
    expect(sorted(named)).toEqual(sorted(serverUnitsOnDisk()));
  });

  it("names every folder of web/features, and nothing that is not there", () => {
    expect(sorted(namesIn(paragraphAfter("Features:")))).toEqual(sorted(foldersOnDisk("web/features")));
  });

  it("puts each server unit on the floor the lint rule enforces", () => {
    const wrong: string[] = [];
    const levels = [...floors.entries()];
    for (const [lowFloor, lowUnits] of levels) {
      for (const [, highUnits] of levels.filter(([floor]) => floor > lowFloor)) {
        // Each unit of the lower floor is refused the higher one, and may be imported from it.
        for (const unit of lowUnits) {
          const up = floorsVerdict(unit, highUnits[0] ?? "");
          if (!up.some((message) => message.includes("may not import"))) {
            wrong.push(`${unit} → ${highUnits[0]} allowed`);
          }
          const down = floorsVerdict(highUnits[0] ?? "", unit);
          if (down.length > 0) wrong.push(`${highUnits[0]} → ${unit} refused: ${down.join("; ")}`);
        }
        // Each unit of the higher floor is refused to the lower one.
        for (const unit of highUnits) {
          const up = floorsVerdict(lowUnits[0] ?? "", unit);
          if (!up.some((message) => message.includes("may not import"))) wrong.push(`${lowUnits[0]} → ${unit} allowed`);
        }
      }
    }
    // Each entry is an import the rule treats otherwise than the page's floors say.
    expect(wrong).toEqual([]);
  });
});
