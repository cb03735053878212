// Builds the SPA (Vite → dist/web) and bundles the server (esbuild → dist/server.js).
import { build as buildServer } from "esbuild";
import { build as buildWeb } from "vite";
import { writeFileSync } from "node:fs";

await buildWeb({ configFile: "vite.config.ts", logLevel: "warn" });
await buildServer({
  entryPoints: ["server/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
writeFileSync("dist/.build-stamp", new Date().toISOString());
console.log("build: dist/web and dist/server.js ready");
