import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: the server preloads each rendered page's chunks from it (server/spa/preload.ts).
    manifest: true,
    chunkSizeWarningLimit: 400,
    modulePreload: {
      // Preloading every dependency of every lazy page takes a list of all the app's chunks in the
      // first chunk (~4 KB gzipped); index.html keeps preloading the entry's own imports.
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
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
});
