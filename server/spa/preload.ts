import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageLanguage } from "./language";
import type { RenderedPage } from "./render";

/** One chunk of Vite's build manifest, keyed by its source file (under web/) or `_name` for a shared chunk. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Written by `build.manifest` (vite.config.ts); @fastify/static does not serve dot folders. */
export const BUILD_MANIFEST_FILE = path.join(".vite", "manifest.json");

/** The web build's manifest, read once at start-up; without one (no build, tests) pages get no preloads. */
export function readBuildManifest(webDistDir: string): BuildManifest | undefined {
  const file = path.join(webDistDir, BUILD_MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BuildManifest) : undefined;
}

/**
 * The files the browser loads before it hydrates a rendered page (web/main.tsx): the page's own
 * module, its static imports and their style sheets, and the catalogues of the namespaces it used
 * in its language (web/lib/translation loads no other). The build preloads no
 * dynamic import (vite.config.ts), so without these the browser found them one round trip at a
 * time, and the page's styles (the markdown's) only after its chunk.
 */
export function listPageAssets(manifest: BuildManifest, page: RenderedPage, language: PageLanguage): string[] {
  const catalogues = page.namespaces.map((namespace) => `locales/${language}/${namespace}.json`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const styleSheet of chunk.css ?? []) files.add(styleSheet);
  };
  for (const key of [...page.modules, ...catalogues]) visit(key);
  return [...files];
}

/**
 * A link per file the shell does not load already, after the entry's own (end of <head>): a
 * modulepreload per chunk, a style sheet per CSS file (Vite's loader then does not add it again).
 */
export function injectPageAssetLinks(html: string, files: string[]): string {
  const links = files
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `  <link rel="${file.endsWith(".css") ? "stylesheet" : "modulepreload"}" crossorigin href="/${file}">\n  `);
  if (links.length === 0) return html;
  return html.replace("</head>", () => `${links.join("")}</head>`);
}
