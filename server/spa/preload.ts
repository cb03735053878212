import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_PAGE_LANGUAGE, type PageLanguage } from "./language";
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
 * in its language and in Spanish, the fallback (web/lib/translation waits for both: a key the
 * language lacks was rendered in Spanish). The build preloads no
 * dynamic import (vite.config.ts), so without these the browser found them one round trip at a
 * time, and the page's styles (the markdown's) only after its chunk.
 */
export function listPageAssets(manifest: BuildManifest, page: RenderedPage, language: PageLanguage): string[] {
  const languages = [...new Set([language, DEFAULT_PAGE_LANGUAGE])];
  const catalogues = page.namespaces.flatMap((namespace) =>
    languages.flatMap((each) => [`locales/${each}/${namespace}.json`, `../i18n/locales/${each}/${namespace}.json`]),
  );
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
 * The page's style sheets as links at the end of <head>, after the shell's, so a server-rendered
 * page is styled at first paint (the post's markdown styles came with its chunk, after it).
 * Vite's loader then does not add them again.
 */
export function injectPageStyleSheets(html: string, files: string[]): string {
  const links = files
    .filter((file) => file.endsWith(".css") && !html.includes(`"/${file}"`))
    .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n  `);
  if (links.length === 0) return html;
  return html.replace("</head>", () => `${links.join("")}</head>`);
}

/**
 * The page's chunks the shell does not load already. They go in the page's state, and the browser
 * preloads them when its first script runs (web/app/hydration.ts), rather than as links in <head>:
 * fetched that early they competed with the HTML's style sheet and the first image, and Lighthouse's
 * simulated first paint and largest paint both grew by about 0.7 s (docs/decisions.md).
 */
export function listPageChunks(html: string, files: string[]): string[] {
  return files.filter((file) => file.endsWith(".js") && !html.includes(`"/${file}"`)).map((file) => `/${file}`);
}
