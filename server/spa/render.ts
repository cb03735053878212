import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { toScriptJson } from "../core/escape";

/** The page as web/entry-server.tsx renders it. */
export interface RenderedPage {
  html: string;
  queryState: unknown;
  namespaces: string[];
  origin: string;
  /** The page's own modules (under web/), whose chunks the served HTML preloads (preload.ts). */
  modules: string[];
  /** The dates and prices the page shows, as the server formatted them (web/lib/formatted-labels.tsx). */
  labels?: Record<string, string>;
  /** The page's own title in its language, when it set one (web/lib/use-document-title.ts). */
  title?: string;
}

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** web/entry-server.tsx, built by scripts/build.mjs into dist/ssr (or imported from source in tests). */
export interface PageRenderer {
  renderPage: (url: string, language: string, origin: string) => Promise<RenderedPage>;
  setApiTransport: (transport: ApiTransport) => void;
}

/** The server bundle beside a web build (dist/web → dist/ssr/entry-server.js), when it was built. */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDistDir, "..", "ssr", "entry-server.js");
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/** The pages' API calls go to this app in-process: no socket, no Host, the same handlers. */
export function routeApiCallsTo(app: FastifyInstance, renderer: PageRenderer): void {
  renderer.setApiTransport(async (url, init) => {
    const response = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url,
      headers: { accept: "application/json", ...(init.headers as Record<string, string> | undefined) },
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: { "content-type": String(response.headers["content-type"] ?? "application/json") },
    });
  });
}

export const PAGE_STATE_ELEMENT_ID = "page-state";

/**
 * Puts the rendered markup in #root and the data the browser hydrates with beside it, with the
 * chunks the browser preloads once its first script runs (preload.ts).
 */
export function injectRenderedPage(html: string, page: RenderedPage, preloads: string[] = []): string {
  const state = toScriptJson({
    queryState: page.queryState,
    namespaces: page.namespaces,
    origin: page.origin,
    labels: page.labels,
    preloads,
  });
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${state}</script>`,
  );
}
