// `npm start`: builds when the build's inputs changed since the last build, then runs the server.
import { spawn, spawnSync } from "node:child_process";
import { buildInputsHash, isBuildCurrent } from "./build-inputs.mjs";

const isBuildStale = !isBuildCurrent(buildInputsHash());

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
