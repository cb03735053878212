import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compileHints } from "./web/build/compile-hints";

/**
 * The browser's chunks: a shared module smaller than this (before minification) is copied into
 * each chunk that uses it instead of becoming a chunk of its own, so a page does not fetch a
 * dozen one-icon or one-hook files (docs/decisions.md, "Fewer, page-sized chunks").
 */
const INLINE_COMMON_CHUNKS_BELOW_BYTES = 4 * 1024;

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), compileHints({ chunkNames: ["web", "query"] })],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: the server preloads each rendered page's chunks from it (server/spa/preload.ts).
    manifest: true,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // Every browser we support preloads modules itself (Safari since 17); one that does not
      // still loads them through the imports, only without the head start.
      polyfill: false,
      // Preloading every dependency of every lazy page takes a list of all the app's chunks in the
      // first chunk (~4 KB gzipped); index.html keeps preloading the entry's own imports.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
    },
    // The server renderer (dist/ssr) keeps its entry's exports and ordinary chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNKS_BELOW_BYTES },
              groups: [
                // Everything the entry imports statically (React, the shell, the router, the
                // translator, the query client) is one file: Rolldown otherwise split it into a
                // chunk for every set of lazy pages that also imports a piece of it (react, cn,
                // the button, the icon base, the preload helper…), six more requests per page.
                { name: "web", tags: ["$initial"], priority: 2 },
                // TanStack Query's hooks (observers), used by nearly every page but not by the
                // shell: one shared file rather than a copy in each page or a file per hook.
                { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
      "/rss.xml": "http://localhost:3000",
      "/sitemap.xml": "http://localhost:3000",
      "/robots.txt": "http://localhost:3000",
      "/uploads": "http://localhost:3000",
    },
  },
}));
