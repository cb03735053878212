import type { TAdminSoftware, TSoftwareInput, TSoftwarePatch } from "../../contracts/software";
import { ZSoftwareInputSchema } from "../../contracts/software";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { toAdminSoftware } from "./mappers";
import { deleteSoftware, findAllSoftware, findSoftwareIdBySlug, insertSoftware, updateSoftware } from "./store";
import { BLOG_CACHE, SOFTWARE_CACHE } from "../cache/namespaces";

const slugTaken = () =>
  new AppError(409, "slug_taken", "Another product already uses this slug", [
    { path: "/slug", message: "Slug already in use" },
  ]);

export async function listAdminSoftware(context: AppContext): Promise<TAdminSoftware[]> {
  return (await findAllSoftware(context.database.db)).map(toAdminSoftware);
}

export async function createSoftware(context: AppContext, input: TSoftwareInput): Promise<TAdminSoftware> {
  const row = await insertSoftware(context.database.db, ZSoftwareInputSchema.parse(input));
  if (!row) throw slugTaken();
  await invalidateSoftware(context);
  return toAdminSoftware(row);
}

export async function editSoftware(context: AppContext, id: string, patch: TSoftwarePatch): Promise<TAdminSoftware> {
  const { db } = context.database;
  if (patch.slug) {
    const owner = await findSoftwareIdBySlug(db, patch.slug);
    if (owner && owner !== id) throw slugTaken();
  }
  const row = await updateSoftware(db, id, patch);
  if (!row) throw notFound("Software product not found");
  await invalidateSoftware(context);
  return toAdminSoftware(row);
}

export async function removeSoftware(context: AppContext, id: string): Promise<void> {
  if (!(await deleteSoftware(context.database.db, id))) throw notFound("Software product not found");
  await invalidateSoftware(context);
}

/** The list, the landings and the sitemap (kept in the blog's cache) read products. */
async function invalidateSoftware(context: AppContext): Promise<void> {
  await context.cache.invalidate(SOFTWARE_CACHE);
  await context.cache.invalidate(BLOG_CACHE);
}
