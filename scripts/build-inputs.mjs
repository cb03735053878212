// What the build reads, as one hash: a dist/ built from the same inputs is reused by `npm run test:e2e`.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = "dist/.build-inputs";
/** Files the build never reads: tests, the e2e suite, documentation. */
const NOT_BUILT = [/^e2e\//, /^docs\//, /^test-support\//, /\.test\.tsx?$/, /\.md$/];

/** The hash of every file git sees (tracked or new, not ignored) that the build may read; null outside git. */
export function buildInputsHash(directory = process.cwd()) {
  let listed;
  try {
    listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
      cwd: directory,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null; // not a git checkout: every run builds
  }
  const files = [...new Set(listed.split("\0").filter(Boolean))]
    .filter((file) => !NOT_BUILT.some((pattern) => pattern.test(file)) && existsSync(path.join(directory, file)))
    .sort();
  const hash = createHash("sha256").update(process.version);
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(directory, file)))
      .update("\0");
  return hash.digest("hex");
}

export function isBuildCurrent(hash) {
  return hash !== null && existsSync("dist/server.js") && existsSync(STAMP) && readFileSync(STAMP, "utf8") === hash;
}

/** A build under way no longer matches the stamp of the one before it. */
export function forgetBuildInputs() {
  rmSync(STAMP, { force: true });
}

export function markBuildCurrent(hash) {
  if (hash !== null) writeFileSync(STAMP, hash);
}
