import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { isKnownPagePath } from "../../contracts/routes";
import { hasControlCharacters } from "../../contracts/text";
import type { AppContext } from "../context";
import { pickEncoding } from "./compress";
import { choosePageCache, encodePage, weighPage, type CachedPage } from "./page-cache";
import { pageAddress } from "./page-query";
import { addressLanguage, pickPageLanguage, type PageLanguage } from "./language";
import { injectRenderedPage, loadPageRenderer, routeApiCallsTo, type PageRenderer } from "./render";
import { DEFAULT_DESCRIPTION_TAG, injectPageMeta } from "./page-meta";
import { type PageMeta } from "../core/page-meta";
import { unescapeHtml } from "../core/escape";
import {
  injectPageStyleSheets,
  listPageAssets,
  listPageChunks,
  readBuildManifest,
  type BuildManifest,
} from "./preload";
import { PUBLIC_PAGES_CACHE } from "../cache/namespaces";

interface SpaOptions {
  context: AppContext;
  /** The Vite build output; the SPA is served only when it exists. */
  webDistDir: string;
  /** Renders pages on the server; by default the build's dist/ssr bundle, when there is one. */
  pageRenderer?: PageRenderer;
}

/**
 * Serves the built SPA: hashed assets with long-lived caching, and index.html for every page
 * path (history fallback) with the page's own meta tags. Unknown paths get the same page
 * (which shows the 404 screen) with a 404 status, so crawlers see the truth.
 */
export async function registerSpa(app: FastifyInstance, { context, webDistDir, pageRenderer }: SpaOptions) {
  const indexFile = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexFile);
  const renderer = hasBuild ? (pageRenderer ?? (await loadPageRenderer(webDistDir))) : undefined;
  if (renderer) routeApiCallsTo(app, renderer);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      // scripts/build.mjs writes .br and .gz beside each asset.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header(
          "cache-control",
          isHashedAsset ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, "utf8") : undefined;
  const manifest = renderer ? readBuildManifest(webDistDir) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    // A missing upload is a missing file, not a page to render.
    const isFileRequest = pathname.startsWith("/uploads/");
    if (pathname.startsWith("/api/") || pathname === "/api" || isFileRequest || !isPageRequest) {
      return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    }
    if (!indexHtml) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    return sendPage(request, reply, { indexHtml, context, renderer, manifest });
  });
}

interface PageSource {
  indexHtml: string;
  context: AppContext;
  renderer?: PageRenderer;
  /** Names the chunks each rendered page preloads. */
  manifest?: BuildManifest;
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, source: PageSource) {
  const pathname = decodeURI(request.url.split("?")[0] ?? "/");
  // A slug with a NUL would reach the database from the page resolvers: refuse it like the API.
  if (hasControlCharacters(pathname)) {
    return reply.status(400).send({ error: { code: "validation_failed", message: "Invalid path" } });
  }
  const language = pickPageLanguage(request);
  // Rendered from the address without the parameters no page reads (page-query.ts).
  const address = pageAddress(request.url, { keepLanguage: true });
  if (!source.renderer) return sendHtml(request, reply, await buildPage(request, source, address, pathname, language));
  // Rendered pages are kept per address and language, with the blog's or the static pages (page-cache.ts).
  const namespace =
    pathname === "/" || pathname.startsWith("/blog") ? PUBLIC_PAGES_CACHE.blog : PUBLIC_PAGES_CACHE.static;
  // The canonical link names the address's own language, so `?lng=en` and a bare path answered in English differ.
  const key = `${language} ${addressLanguage(request.url)} ${pageAddress(request.url, { keepLanguage: false })}`;
  const page = await source.context.cache.read(
    namespace,
    key,
    () => buildPage(request, source, address, pathname, language),
    {
      // Every search (`/blog?q=`) is a key of its own: bound the bytes too.
      weigh: weighPage,
      // A missing page is not kept: random addresses would fill the cache, and a post published
      // without an invalidation reaching this instance yet would stay 404.
      keep: (built) => built.status === 200 && built.cacheNamespace === namespace,
    },
  );
  return sendHtml(request, reply, page);
}

interface BuiltPage extends CachedPage {
  status: number;
  /** Where the page may be cached (choosePageCache); undefined when it must render each time. */
  cacheNamespace?: string;
}

async function buildPage(
  request: FastifyRequest,
  { indexHtml, context, renderer, manifest }: PageSource,
  address: string,
  pathname: string,
  language: PageLanguage,
): Promise<BuiltPage> {
  const knownStatus = isKnownPagePath(pathname) ? 200 : 404;
  const meta = await resolvePageMeta(context, pathname);
  const status = meta?.status ?? knownStatus;
  // Every page found has a canonical URL and one alternate per language; a 404 has neither.
  const canonicalPath = status === 200 ? (meta?.canonicalPath ?? trimTrailingSlash(pathname)) : undefined;
  const shellWithTitle = (renderedTitle?: string) =>
    injectPageMeta(
      indexHtml,
      { ...readDefaultMeta(indexHtml), ...(renderedTitle ? { title: renderedTitle } : {}), ...meta, canonicalPath },
      context.siteOrigin,
      language,
      addressLanguage(request.url),
    );
  const shell = shellWithTitle();
  if (!renderer) return { status, html: shell, encoded: {} };
  try {
    const rendered = await renderer.renderPage(address, language, context.siteOrigin);
    // A page no resolver knows is named by its own render, in its language (useDocumentTitle).
    const named = rendered.title && !meta ? shellWithTitle(rendered.title) : shell;
    const assets = manifest ? listPageAssets(manifest, rendered, language) : [];
    const html = injectRenderedPage(injectPageStyleSheets(named, assets), rendered, listPageChunks(named, assets));
    return { status, html, encoded: {}, cacheNamespace: choosePageCache(rendered) };
  } catch (error) {
    // The shell goes out and the browser renders the page.
    request.log.error({ err: error, url: request.url }, "Server render failed");
    return { status, html: shell, encoded: {} };
  }
}

async function resolvePageMeta(context: AppContext, pathname: string): Promise<PageMeta | undefined> {
  for (const resolve of context.pageMeta) {
    const meta = await resolve(pathname);
    if (meta) return meta;
  }
  return undefined;
}

/** Sends a page compressed like the assets; it varies by language, so by cookie and Accept-Language. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, page: BuiltPage) {
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  if (encoding !== "identity") void reply.header("content-encoding", encoding);
  return reply
    .status(page.status)
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Encoding, Accept-Language, Cookie")
    .type("text/html; charset=utf-8")
    .send(encodePage(page, encoding));
}

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** The built index.html's own title and description, kept on pages without a resolver. */
function readDefaultMeta(html: string): PageMeta {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const description = DEFAULT_DESCRIPTION_TAG.exec(html)?.[1];
  return { title: unescapeHtml(title), description: description === undefined ? undefined : unescapeHtml(description) };
}
