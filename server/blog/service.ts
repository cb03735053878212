import {
  HOME_CATEGORIES,
  HOME_OTHER_POSTS,
  HOME_POSTS_FETCHED,
  RELATED_POSTS,
  type TBlogHome,
  type TCategory,
  type TListPostsQuery,
  type TPostDetail,
  type TPostList,
} from "../../contracts/blog";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import { storedOrRenderedHtml } from "../markdown/stored-html";
import { findCategories, findCategoryBySlug } from "./category-store";
import { toPostSummary } from "./mappers";
import {
  countPublicPosts,
  findNextScheduledAt,
  findPublicPostBySlug,
  findPublicPosts,
  findRelatedPosts,
} from "./store";
import { BLOG_CACHE } from "../cache/namespaces";

/** Reads through the public cache; entries expire when the next scheduled post goes live. */
export async function readThroughCache<T>(
  context: AppContext,
  key: string,
  load: () => Promise<T>,
  { keep }: { keep?: (value: T) => boolean } = {},
): Promise<T> {
  const nextScheduled = await context.cache.read(BLOG_CACHE, "next-scheduled", async () => {
    const at = await findNextScheduledAt(context.database.db);
    return at?.getTime() ?? null;
  });
  return context.cache.read(BLOG_CACHE, key, load, { expiresAt: nextScheduled ?? undefined, keep });
}

export async function listPublicPosts(context: AppContext, query: TListPostsQuery): Promise<TPostList> {
  const category = query.category ? await readCategory(context, query.category) : undefined;
  const key = `posts:${query.page}:${query.limit}:${category?.id ?? ""}:${query.q ?? ""}`;
  return readThroughCache(context, key, async () => {
    const { db } = context.database;
    const filter = { search: query.q || undefined, categoryId: category?.id };
    const [rows, total] = await Promise.all([
      findPublicPosts(db, { ...filter, limit: query.limit, offset: (query.page - 1) * query.limit }),
      countPublicPosts(db, filter),
    ]);
    return {
      posts: rows.map(toPostSummary),
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    };
  });
}

/** docs/product.md, "Home page and blog": 9 newest → the newest featured one (else the newest) + up to 8 others. */
export async function readBlogHome(context: AppContext): Promise<TBlogHome> {
  return readThroughCache(context, "home", async () => {
    const { db } = context.database;
    const [rows, categories] = await Promise.all([
      findPublicPosts(db, { limit: HOME_POSTS_FETCHED, offset: 0 }),
      findCategories(db, { onlyPublic: true, limit: HOME_CATEGORIES }),
    ]);
    const posts = rows.map(toPostSummary);
    const featured = posts.find((post) => post.featured) ?? posts[0] ?? null;
    return {
      featured,
      posts: posts.filter((post) => post !== featured).slice(0, HOME_OTHER_POSTS),
      categories: categories.map(({ name, slug }) => ({ name, slug })),
    };
  });
}

/** A public post as the server keeps it: the page's fields and the Markdown (article chat, meta). */
export type PublicPost = TPostDetail & { content: string };

/** A miss is not kept: random slugs would fill the cache (the page cache keeps no 404 either). */
const isFound = (value: unknown) => value !== null;

export async function findPublicPost(context: AppContext, slug: string): Promise<PublicPost | null> {
  return readThroughCache(
    context,
    `post:${slug}`,
    async () => {
      const { db } = context.database;
      const row = await findPublicPostBySlug(db, slug);
      if (!row) return null;
      const related = await findRelatedPosts(db, row, RELATED_POSTS);
      return {
        ...toPostSummary(row),
        content: row.content,
        contentHtml: storedOrRenderedHtml(row, context.siteOrigin),
        updatedAt: row.updatedAt.toISOString(),
        related: related.map(toPostSummary),
      };
    },
    { keep: isFound },
  );
}

/** The post as the API sends it: HTML only, so a page never ships the body twice. */
export async function readPublicPost(context: AppContext, slug: string): Promise<TPostDetail> {
  const post = await findPublicPost(context, slug);
  if (!post) throw notFound("Post not found");
  const { content: _markdown, ...detail } = post;
  return detail;
}

export async function listPublicCategories(context: AppContext): Promise<TCategory[]> {
  return readThroughCache(context, "categories", async () => findCategories(context.database.db, { onlyPublic: true }));
}

export async function findPublicCategory(context: AppContext, slug: string): Promise<TCategory | null> {
  return readThroughCache(
    context,
    `category:${slug}`,
    async () => {
      const row = await findCategoryBySlug(context.database.db, slug);
      if (!row) return null;
      const categories = await findCategories(context.database.db, { onlyPublic: true });
      return categories.find((category) => category.id === row.id) ?? null;
    },
    { keep: isFound },
  );
}

export async function readCategory(context: AppContext, slug: string): Promise<TCategory> {
  const category = await findPublicCategory(context, slug);
  if (!category) throw notFound("Category not found");
  return category;
}
