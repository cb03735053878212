// Builds the SPA (Vite → dist/web), its server renderer (dist/ssr) and bundles the server (esbuild → dist/server.js,
// with its ingest worker in dist/ingest-worker.js).
import { build as buildServer } from "esbuild";
import { build as buildWeb } from "vite";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { buildInputsHash, forgetBuildInputs, markBuildCurrent } from "./build-inputs.mjs";

// Read before building: an edit made while the build runs makes the next test run build again.
const inputs = buildInputsHash();
forgetBuildInputs();

await buildWeb({ configFile: "vite.config.ts", logLevel: "warn" });
precompressAssets("dist/web/assets");
// The same pages for the server, which renders them before the browser hydrates (server/spa/render.ts).
await buildWeb({
  configFile: "vite.config.ts",
  // "error": the server bundle holds every catalogue, which Vite reports as ineffective dynamic imports.
  logLevel: "error",
  publicDir: false,
  build: { ssr: "entry-server.tsx", outDir: "../dist/ssr", emptyOutDir: true, sourcemap: false },
});
await buildServer({
  // The ingest worker is its own file: server/ingest/pool.ts starts it beside server.js.
  entryPoints: { server: "server/server.ts", "ingest-worker": "server/ingest/worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
markBuildCurrent(inputs);
console.log("build: dist/web, dist/ssr and dist/server.js ready");

/** Writes .br and .gz beside each asset; the server sends them to browsers that accept them. */
function precompressAssets(directory) {
  for (const name of readdirSync(directory)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(directory, name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
