// `npm start`: builds when the sources are newer than the last build, then runs the server.
import { existsSync, readdirSync, statSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

const STAMP = "dist/.build-stamp";
const SOURCES = ["web", "server", "contracts", "vite.config.ts", "package.json"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

const isBuildStale =
  !existsSync(STAMP) ||
  !existsSync("dist/server.js") ||
  Math.max(...SOURCES.map(newestChange)) > statSync(STAMP).mtimeMs;

if (isBuildStale) {
  console.log("Building the platform (first start or changed sources)...");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes("--build-only")) process.exit(0);

const server = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
  stdio: "inherit",
});
// The server stops its embedded database cleanly on these; pass them on and wait for it.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
