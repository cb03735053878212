import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInputsHash } from "./build-inputs.mjs";

const checkout = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
  writeFileSync(path.join(checkout, file), content);
}

describe("the build's inputs", () => {
  it("change with what the build reads, and not with tests, e2e, docs or ignored files", () => {
    execFileSync("git", ["init", "-q"], { cwd: checkout });
    write(".gitignore", "dist/\n");
    write("web/page.tsx", "export const page = 1;");
    write("e2e/page.spec.ts", "// a test");
    write("docs/notes.md", "# notes");
    const first = buildInputsHash(checkout);

    write("e2e/page.spec.ts", "// another test");
    write("docs/notes.md", "# more notes");
    write("web/page.test.tsx", "// a unit test");
    write("dist/server.js", "// a build");
    expect(buildInputsHash(checkout)).toBe(first);

    write("web/page.tsx", "export const page = 2;");
    const edited = buildInputsHash(checkout);
    expect(edited).not.toBe(first);
    // A new folder no one listed (not yet committed) counts too.
    write("pdf/writer.ts", "export {};");
    expect(buildInputsHash(checkout)).not.toBe(edited);
  });

  it("is unknown outside a git checkout, so every run builds", () => {
    const plain = mkdtempSync(path.join(tmpdir(), "build-inputs-plain-"));
    expect(buildInputsHash(plain)).toBeNull();
    rmSync(plain, { recursive: true, force: true });
  });
});
