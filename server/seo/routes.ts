import type { FastifyInstance, FastifyReply } from "fastify";
import { RSS_ITEMS } from "../../contracts/blog";
import { findCategories } from "../blog/category-store";
import { readThroughCache } from "../blog/service";
import { findPublicPostSlugs, findPublicPostsWithContent } from "../blog/store";
import { findPublishedAssistants } from "../assistants/store";
import { findPublishedSoftware } from "../software/store";
import { SERVICES, servicePath } from "../../contracts/services";
import type { AppContext } from "../context";
import { buildRobots, buildRss, buildSitemap, listStaticPublicPaths } from "./feeds";
import { createBlogPageMeta } from "../blog/page-meta";
import { findPublishedCourseSlugs } from "../courses/store";
import { storedOrRenderedHtml } from "../markdown/stored-html";

/** /rss.xml, /sitemap.xml, /robots.txt and the blog's server-rendered page meta. */
export async function registerSeoRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  context.pageMeta.push(createBlogPageMeta(context));
  const origin = context.siteOrigin;
  const sendText = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header("cache-control", "public, max-age=300").send(body);

  app.get("/rss.xml", { schema: { hide: true } }, async (_request, reply) => {
    const xml = await readThroughCache(context, `rss:${origin}`, async () =>
      buildRss(
        origin,
        (await findPublicPostsWithContent(context.database.db, RSS_ITEMS)).map((post) => ({
          ...post,
          contentHtml: storedOrRenderedHtml(post, origin),
        })),
      ),
    );
    return sendText(reply, "application/rss+xml; charset=utf-8", xml);
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const xml = await readThroughCache(context, `sitemap:${origin}`, async () => {
      const { db } = context.database;
      const [posts, categories, assistants, software, courses] = await Promise.all([
        findPublicPostSlugs(db),
        findCategories(db, { onlyPublic: true }),
        findPublishedAssistants(db),
        findPublishedSoftware(db),
        findPublishedCourseSlugs(db),
      ]);
      return buildSitemap(origin, [
        ...listStaticPublicPaths().map((path) => ({ path })),
        ...categories.map((category) => ({ path: `/blog/categoria/${encodeURIComponent(category.slug)}` })),
        ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastModified: post.updatedAt })),
        ...assistants.map((assistant) => ({
          path: `/asistente/${encodeURIComponent(assistant.slug)}`,
          lastModified: assistant.updatedAt,
        })),
        ...SERVICES.map((service) => ({ path: servicePath(service.slug) })),
        ...software.map((product) => ({
          path: `/software/${encodeURIComponent(product.slug)}`,
          lastModified: product.updatedAt,
        })),
        ...courses.map((course) => ({
          path: `/microcursos/${encodeURIComponent(course.slug)}`,
          lastModified: course.updatedAt,
        })),
      ]);
    });
    return sendText(reply, "application/xml; charset=utf-8", xml);
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    sendText(reply, "text/plain; charset=utf-8", buildRobots(origin)),
  );
}
