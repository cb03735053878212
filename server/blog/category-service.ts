import { ZCategoryInputSchema, type TCategory, type TCategoryInput, type TCategoryPatch } from "../../contracts/blog";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import {
  deleteCategory,
  findCategories,
  findCategoryById,
  findCategorySlugsLike,
  insertCategory,
  updateCategory,
} from "./category-store";
import { invalidateBlog } from "./admin-service";
import { isUniqueViolation, pickFreeSlug, slugBase } from "./slugs";

const slugTaken = () =>
  new AppError(409, "slug_taken", "Another category already uses this slug", [
    { path: "/slug", message: "Slug already in use" },
  ]);

/** Every category with its number of posts (drafts included), by name. */
export async function listAdminCategories(context: AppContext): Promise<TCategory[]> {
  return findCategories(context.database.db, { onlyPublic: false });
}

export async function createCategory(context: AppContext, input: TCategoryInput): Promise<TCategory> {
  const category = ZCategoryInputSchema.parse(input);
  const { db } = context.database;
  let slug = category.slug;
  if (slug) {
    if ((await findCategorySlugsLike(db, slug)).includes(slug)) throw slugTaken();
  } else {
    const base = slugBase(category.name) || "categoria";
    slug = pickFreeSlug(base, await findCategorySlugsLike(db, base));
  }
  const row = await conflictAsSlugTaken(() => insertCategory(db, { ...category, slug }));
  await invalidateBlog(context);
  return readAdminCategory(context, row?.id ?? "");
}

export async function editCategory(context: AppContext, id: string, patch: TCategoryPatch): Promise<TCategory> {
  const { db } = context.database;
  if (!(await findCategoryById(db, id))) throw notFound("Category not found");
  if (patch.slug && (await findCategorySlugsLike(db, patch.slug, id)).includes(patch.slug)) throw slugTaken();
  await conflictAsSlugTaken(() => updateCategory(db, id, patch));
  await invalidateBlog(context);
  return readAdminCategory(context, id);
}

/** Posts of a deleted category stay, without a category. */
export async function removeCategory(context: AppContext, id: string): Promise<void> {
  if (!(await deleteCategory(context.database.db, id))) throw notFound("Category not found");
  await invalidateBlog(context);
}

async function readAdminCategory(context: AppContext, id: string): Promise<TCategory> {
  const categories = await listAdminCategories(context);
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) throw notFound("Category not found");
  return category;
}

async function conflictAsSlugTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
