// `npm test`: lint, typecheck, locale check, unit + integration tests on the embedded PostgreSQL,
// the server tests again on TEST_DATABASE_URL (and Redis at TEST_REDIS_URL) when set, then e2e.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";

const REPORTS = "test-results/reports";
mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} (${seconds} s) ===`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function addVitestCounts(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function addPlaywrightCounts(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const npx = "npx";
run("lint", npx, ["eslint", ".", "--max-warnings=0"]);
run("format", npx, ["prettier", "--check", "."]);
run("typecheck", npx, ["tsc", "--noEmit", "-p", "tsconfig.json"]);
run("locales", process.execPath, ["scripts/check-locales.mjs"]);

const vitestReport = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/${name}.json`];
run("unit + integration (embedded PostgreSQL)", npx, ["vitest", "run", ...vitestReport("vitest-embedded")], {
  TEST_DB: "embedded",
});
addVitestCounts(`${REPORTS}/vitest-embedded.json`);

if (process.env.TEST_DATABASE_URL) {
  run(
    "server tests (PostgreSQL at TEST_DATABASE_URL)",
    npx,
    ["vitest", "run", "--project", "server", ...vitestReport("vitest-external")],
    { TEST_DB: "external" },
  );
  addVitestCounts(`${REPORTS}/vitest-external.json`);
} else {
  console.log("\n(TEST_DATABASE_URL not set: server tests ran on the embedded PostgreSQL only)");
}

run("e2e (Playwright, Chromium)", process.execPath, ["scripts/test-e2e.mjs", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
});
addPlaywrightCounts(`${REPORTS}/playwright.json`);

console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
