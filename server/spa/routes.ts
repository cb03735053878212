import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { isKnownPagePath } from "../../contracts/routes";
import { hasControlCharacters } from "../../contracts/text";
import type { AppContext } from "../context";
import { injectPageMeta } from "./page-meta";

interface SpaOptions {
  context: AppContext;
  /** The Vite build output; the SPA is served only when it exists. */
  webDistDir: string;
}

/**
 * Serves the built SPA: hashed assets with long-lived caching, and index.html for every page
 * path (history fallback) with the page's own meta tags. Unknown paths get the same page
 * (which shows the 404 screen) with a 404 status, so crawlers see the truth.
 */
export async function registerSpa(app: FastifyInstance, { context, webDistDir }: SpaOptions) {
  const indexFile = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexFile);
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

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPageRequest = request.method === "GET" || request.method === "HEAD";
    // A missing upload is a missing file, not a page to render.
    const isFileRequest = pathname.startsWith("/uploads/");
    if (pathname.startsWith("/api/") || pathname === "/api" || isFileRequest || !isPageRequest) {
      return reply.status(404).send({ error: { code: "not_found", message: "Not found" } });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build`.");
    }
    return sendPage(request, reply, indexHtml, context);
  });
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  indexHtml: string,
  context: AppContext,
) {
  const pathname = decodeURI(request.url.split("?")[0] ?? "/");
  // A slug with a NUL would reach the database from the page resolvers: refuse it like the API.
  if (hasControlCharacters(pathname)) {
    return reply.status(400).send({ error: { code: "validation_failed", message: "Invalid path" } });
  }
  let status = isKnownPagePath(pathname) ? 200 : 404;
  let html = indexHtml;
  for (const resolve of context.pageMeta) {
    const meta = await resolve(pathname);
    if (!meta) continue;
    html = injectPageMeta(indexHtml, meta, context.siteOrigin);
    status = meta.status ?? status;
    break;
  }
  return reply.status(status).header("cache-control", "no-cache").type("text/html").send(html);
}
