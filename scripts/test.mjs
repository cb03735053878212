// `npm test`: lint, typecheck, format and locale checks at once; unit + integration tests on the
// embedded PostgreSQL, or, when TEST_DATABASE_URL is set, on it (and Redis at TEST_REDIS_URL) with
// the embedded default's own files also run embedded; then e2e. Prints each step's time, the total
// and the slowest test files and e2e tests.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

const REPORTS = "test-results/reports";
mkdirSync(REPORTS, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedFiles = [];
const failedSteps = [];
/** Lines of a failed step's output repeated at the end, where a CI log's tail shows them. */
const RECAP_LINES = 40;
const recaps = [];
const stepTimes = [];
const slowVitestFiles = [];
const slowE2eTests = [];

/** Files that start their own embedded PostgreSQL whatever the run's engine: run once, embedded. */
const EMBEDDED_ONLY_FILES = ["server/db/embedded.test.ts", "server/shutdown.test.ts"];
/** What the embedded default is made of: its database, the Redis-less limits and cache, the outbox. */
const EMBEDDED_DEFAULT_FILES = [
  "server/db/",
  "server/shutdown.test.ts",
  "server/limits/",
  "server/cache/",
  "server/email/",
  "server/core/config.test.ts",
  "server/files/create-store.test.ts",
  "server/jobs/kill.test.ts",
];

/** Runs one step; a buffered step (one of several at once) prints its output when it ends. */
async function run(name, command, args, env = {}, { buffered = false } = {}) {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status, tail, output } = await runEchoing(command, args, { ...process.env, ...env }, buffered);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  if (buffered) process.stdout.write(`\n=== ${name} ===\n${output}`);
  console.log(`=== ${name}: ${ok ? "ok" : "FAILED"} (${seconds} s) ===`);
  stepTimes.push({ name, seconds, ok });
  if (!ok) {
    failedSteps.push(name);
    recaps.push({ name, status, tail });
  }
  return ok;
}

/** Runs a command with its output passed through (or held), keeping its last lines (colours removed). */
function runEchoing(command, args, env, buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
    let lines = [];
    let partial = "";
    let output = "";
    const echo = (stream, chunk) => (buffered ? (output += chunk.toString("utf8")) : stream.write(chunk));
    const keep = (chunk) => {
      const text = partial + stripVTControlCharacters(chunk.toString("utf8"));
      const parts = text.split("\n");
      partial = parts.pop() ?? "";
      lines = lines.concat(parts.filter((line) => line.trim())).slice(-RECAP_LINES);
    };
    child.stdout.on("data", (chunk) => (echo(process.stdout, chunk), keep(chunk)));
    child.stderr.on("data", (chunk) => (echo(process.stderr, chunk), keep(chunk)));
    child.on("close", (code, signal) =>
      resolve({ status: code ?? signal, tail: [...lines, partial].filter(Boolean), output }),
    );
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
    const seconds = (result.endTime - result.startTime) / 1000;
    if (Number.isFinite(seconds)) slowVitestFiles.push({ name: path.relative(process.cwd(), result.name), seconds });
  }
}

function addPlaywrightCounts(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, "utf8"));
  collectE2eTimes(suites ?? [], []);
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function collectE2eTimes(suites, titles) {
  for (const suite of suites) {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        slowE2eTests.push({ name: [...trail, spec.title].join(" › "), seconds });
      }
    }
    collectE2eTimes(suite.suites ?? [], trail);
  }
}

function printSlowest(what, entries, count) {
  if (!entries.length) return;
  console.log(`\nSlowest ${what}:`);
  for (const { name, seconds } of [...entries].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  }
}

const npx = "npx";
const startedAt = Date.now();

// Each static check is single-threaded and the machine has two cores: run them at once.
await Promise.all([
  run("lint", npx, ["eslint", ".", "--max-warnings=0"], {}, { buffered: true }),
  // The whole repository, then each floor alone: contracts/, i18n/ and pdf/ with neither DOM nor Node
  // types, web/ without Node's, server/ without the DOM's.
  run("typecheck", "npm", ["run", "--silent", "typecheck"], {}, { buffered: true }),
  run("format", npx, ["prettier", "--check", "."], {}, { buffered: true }),
  run("locales", process.execPath, ["scripts/check-locales.mjs"], {}, { buffered: true }),
]);

const vitestReport = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/${name}.json`];
if (process.env.TEST_DATABASE_URL) {
  // One full run on the engines a deployment has; then the files whose subject is the embedded
  // default (its PostgreSQL, the Redis-less limits and cache, the outbox) run on it as well.
  await run(
    "unit + integration (PostgreSQL at TEST_DATABASE_URL, Redis at TEST_REDIS_URL)",
    npx,
    [
      "vitest",
      "run",
      ...EMBEDDED_ONLY_FILES.flatMap((file) => ["--exclude", file]),
      ...vitestReport("vitest-external"),
    ],
    { TEST_DB: "external" },
  );
  addVitestCounts(`${REPORTS}/vitest-external.json`);
  await run(
    "server files of the embedded default (embedded PostgreSQL, no Redis)",
    npx,
    ["vitest", "run", "--project", "server", ...EMBEDDED_DEFAULT_FILES, ...vitestReport("vitest-embedded")],
    { TEST_DB: "embedded" },
  );
  addVitestCounts(`${REPORTS}/vitest-embedded.json`);
} else {
  await run("unit + integration (embedded PostgreSQL)", npx, ["vitest", "run", ...vitestReport("vitest-embedded")], {
    TEST_DB: "embedded",
  });
  addVitestCounts(`${REPORTS}/vitest-embedded.json`);
  console.log("\n(TEST_DATABASE_URL not set: the server tests ran on the embedded PostgreSQL only)");
}

await run("e2e (Playwright, Chromium)", process.execPath, ["scripts/test-e2e.mjs", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
});
addPlaywrightCounts(`${REPORTS}/playwright.json`);

printSlowest("test files", slowVitestFiles, 10);
printSlowest("e2e tests", slowE2eTests, 10);
console.log("\nStep times:");
for (const { name, seconds, ok } of stepTimes)
  console.log(`  ${seconds.padStart(7)} s  ${ok ? "ok    " : "FAILED"}  ${name}`);
console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  total`);

for (const { name, status, tail } of recaps) {
  console.log(`\n--- ${name} ended with ${status}; its last lines:\n${tail.join("\n")}`);
}
for (const failure of failedFiles) console.log(`\n--- failed test file ${failure.slice(0, 2000)}`);
console.log(`\nFailed steps: ${failedSteps.length ? failedSteps.join(", ") : "none"}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
