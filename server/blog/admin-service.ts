import {
  ZPostInputSchema,
  type TAdminListPostsQuery,
  type TAdminPost,
  type TAdminPostList,
  type TPostInput,
  type TPostPatch,
} from "../../contracts/blog";
import type { AppContext } from "../context";
import { AppError, badRequest, notFound } from "../core/errors";
import { renderForStorage } from "../markdown/stored-html";
import {
  countAdminPosts,
  deletePost,
  findAdminPost,
  findAdminPosts,
  findSlugsLike,
  insertPost,
  updatePost,
  type NewPost,
} from "./admin-store";
import { findCategoryById } from "./category-store";
import { toAdminPost, toAdminPostListItem } from "./mappers";
import { isUniqueViolation, pickFreeSlug, slugBase } from "./slugs";
import { BLOG_CACHE, COMMENTS_CACHE, PUBLIC_PAGES_CACHE } from "../cache/namespaces";

const slugTaken = () =>
  new AppError(409, "slug_taken", "Another post already uses this slug", [
    { path: "/slug", message: "Slug already in use" },
  ]);

export async function listAdminPosts(context: AppContext, query: TAdminListPostsQuery): Promise<TAdminPostList> {
  const { db } = context.database;
  const filter = { status: query.status, search: query.q || undefined };
  const [rows, total] = await Promise.all([
    findAdminPosts(db, { ...filter, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countAdminPosts(db, filter),
  ]);
  return {
    posts: rows.map(toAdminPostListItem),
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

export async function readAdminPost(context: AppContext, id: string): Promise<TAdminPost> {
  const row = await findAdminPost(context.database.db, id);
  if (!row) throw notFound("Post not found");
  return toAdminPost(row);
}

export async function suggestPostSlug(context: AppContext, title: string, excludeId?: string): Promise<string> {
  const base = slugBase(title);
  return pickFreeSlug(base, await findSlugsLike(context.database.db, base || "entrada", excludeId));
}

export async function createPost(context: AppContext, input: TPostInput, authorId: string): Promise<TAdminPost> {
  const post = ZPostInputSchema.parse(input);
  await assertCategoryExists(context, post.categoryId);
  const slug = post.slug ?? (await suggestPostSlug(context, post.title));
  if (post.slug) await assertSlugFree(context, post.slug);
  const values: NewPost = {
    ...post,
    ...renderForStorage(post.content, context.siteOrigin),
    slug,
    authorId,
    publishedAt: resolvePublishedAt(post.published, post.publishedAt, null),
  };
  const id = await writeOrConflict(() => insertPost(context.database.db, values));
  await invalidateBlog(context);
  return readAdminPost(context, id ?? "");
}

export async function editPost(context: AppContext, id: string, patch: TPostPatch): Promise<TAdminPost> {
  const current = await findAdminPost(context.database.db, id);
  if (!current) throw notFound("Post not found");
  if (patch.categoryId !== undefined) await assertCategoryExists(context, patch.categoryId);
  if (patch.slug && patch.slug !== current.slug) await assertSlugFree(context, patch.slug, id);
  const published = patch.published ?? current.published;
  const requestedDate = patch.publishedAt === undefined ? current.publishedAt : toDate(patch.publishedAt);
  const { publishedAt: _ignored, ...rest } = patch;
  const values: Partial<NewPost> = {
    ...rest,
    ...(rest.content === undefined ? {} : renderForStorage(rest.content, context.siteOrigin)),
    publishedAt: resolvePublishedAt(published, requestedDate, current.publishedAt),
  };
  await writeOrConflict(() => updatePost(context.database.db, id, values));
  await invalidateBlog(context);
  return readAdminPost(context, id);
}

export async function removePost(context: AppContext, id: string): Promise<void> {
  if (!(await deletePost(context.database.db, id))) throw notFound("Post not found");
  await invalidateBlog(context);
  await context.cache.invalidate(COMMENTS_CACHE);
}

export async function invalidateBlog(context: AppContext): Promise<void> {
  await context.cache.invalidate(BLOG_CACHE);
  await context.cache.invalidate(PUBLIC_PAGES_CACHE.blog);
}

/** A published post without a date is published now; a draft keeps its planned date. */
function resolvePublishedAt(published: boolean, requested: string | Date | null, current: Date | null): Date | null {
  const date = toDate(requested) ?? current;
  if (published && !date) return new Date();
  return date;
}

function toDate(value: string | Date | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

async function assertCategoryExists(context: AppContext, categoryId: string | null): Promise<void> {
  if (!categoryId) return;
  if (!(await findCategoryById(context.database.db, categoryId))) {
    throw badRequest("Unknown category", [{ path: "/categoryId", message: "Unknown category" }]);
  }
}

async function assertSlugFree(context: AppContext, slug: string, excludeId?: string): Promise<void> {
  const taken = await findSlugsLike(context.database.db, slug, excludeId);
  if (taken.includes(slug)) throw slugTaken();
}

async function writeOrConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
