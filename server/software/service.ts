import type { TSoftwareLanding, TSoftwareList } from "../../contracts/software";
import { renderMarkdown } from "../markdown/render-markdown";
import type { AppContext } from "../context";
import { toSoftwareProduct, toSoftwareSummary } from "./mappers";
import { findPublishedSoftware, findPublishedSoftwareBySlug } from "./store";
import { SOFTWARE_CACHE } from "../cache/namespaces";

export async function listPublicSoftware(context: AppContext): Promise<TSoftwareList> {
  return context.cache.read(SOFTWARE_CACHE, "list", async () => ({
    products: (await findPublishedSoftware(context.database.db)).map(toSoftwareSummary),
  }));
}

/**
 * The published product with that slug, or null (unknown and unpublished look the same). Its
 * description is rendered here, once per cache fill, so the landing loads no Markdown pipeline.
 */
export async function findPublicSoftware(context: AppContext, slug: string): Promise<TSoftwareLanding | null> {
  return context.cache.read(SOFTWARE_CACHE, `product:${slug}`, async () => {
    const row = await findPublishedSoftwareBySlug(context.database.db, slug);
    if (!row) return null;
    return { ...toSoftwareProduct(row), descriptionHtml: renderMarkdown(row.description, context.siteOrigin) };
  });
}
