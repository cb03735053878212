// `npm test`: lint, typecheck, locale check, unit + integration tests on the embedded PostgreSQL,
// the server tests again on TEST_DATABASE_URL (and Redis at TEST_REDIS_URL) when set, then e2e.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { mkdirSync, readFileSync, existsSync } from "node:fs";

const REPORTS = "test-results/reports";
mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedFiles = [];
const failedSteps = [];
/** Lines of a failed step's output repeated at the end, where a CI log's tail shows them. */
const RECAP_LINES = 40;
const recaps = [];

async function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status, tail } = await runEchoing(command, args, { ...process.env, ...env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} (${seconds} s) ===`);
  if (!ok) {
    failedSteps.push(name);
    recaps.push({ name, status, tail });
  }
  return ok;
}

/** Runs a command with its output passed through, keeping its last lines (colours removed). */
function runEchoing(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "pipe"], env });
    let lines = [];
    let partial = "";
    const keep = (chunk) => {
      const text = partial + stripVTControlCharacters(chunk.toString("utf8"));
      const parts = text.split("\n");
      partial = parts.pop() ?? "";
      lines = lines.concat(parts.filter((line) => line.trim())).slice(-RECAP_LINES);
    };
    child.stdout.on("data", (chunk) => (process.stdout.write(chunk), keep(chunk)));
    child.stderr.on("data", (chunk) => (process.stderr.write(chunk), keep(chunk)));
    child.on("close", (code, signal) => resolve({ status: code ?? signal, tail: [...lines, partial].filter(Boolean) }));
  });
}

function addVitestCounts(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file can fail with every test passed (a hook, an import): say which, with its message.
  for (const result of report.testResults ?? []) {
    if (result.status === "failed" && result.message) failedFiles.push(`${result.name}: ${result.message}`);
  }
}

function addPlaywrightCounts(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const npx = "npx";
await run("lint", npx, ["eslint", ".", "--max-warnings=0"]);
await run("format", npx, ["prettier", "--check", "."]);
await run("typecheck", npx, ["tsc", "--noEmit", "-p", "tsconfig.json"]);
await run("locales", process.execPath, ["scripts/check-locales.mjs"]);

const vitestReport = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/${name}.json`];
await run("unit + integration (embedded PostgreSQL)", npx, ["vitest", "run", ...vitestReport("vitest-embedded")], {
  TEST_DB: "embedded",
});
addVitestCounts(`${REPORTS}/vitest-embedded.json`);

if (process.env.TEST_DATABASE_URL) {
  await run(
    "server tests (PostgreSQL at TEST_DATABASE_URL)",
    npx,
    ["vitest", "run", "--project", "server", ...vitestReport("vitest-external")],
    { TEST_DB: "external" },
  );
  addVitestCounts(`${REPORTS}/vitest-external.json`);
} else {
  console.log("\n(TEST_DATABASE_URL not set: server tests ran on the embedded PostgreSQL only)");
}

await run("e2e (Playwright, Chromium)", process.execPath, ["scripts/test-e2e.mjs", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
});
addPlaywrightCounts(`${REPORTS}/playwright.json`);

for (const { name, status, tail } of recaps) {
  console.log(`\n--- ${name} ended with ${status}; its last lines:\n${tail.join("\n")}`);
}
for (const failure of failedFiles) console.log(`\n--- failed test file ${failure.slice(0, 2000)}`);
console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
