import { and, count, desc, eq, gt, like, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { TPostStatus } from "../../contracts/blog";
import type { Db } from "../db/client";
import { blogCategories, blogPosts } from "../db/schema/index";
import { buildSearchQuery } from "./store";

export type NewPost = typeof blogPosts.$inferInsert;

const adminColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverImageUrl: blogPosts.coverImageUrl,
  coverImageAlt: blogPosts.coverImageAlt,
  categoryId: blogPosts.categoryId,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  readTime: blogPosts.readTime,
  featured: blogPosts.featured,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

export type AdminPostRow = Awaited<ReturnType<typeof findAdminPosts>>[number];

function statusWhere(status: TPostStatus | "all"): SQL | undefined {
  switch (status) {
    case "draft":
      return eq(blogPosts.published, false);
    case "scheduled":
      return and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, sql`now()`));
    case "published":
      return and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, sql`now()`));
    default:
      return undefined;
  }
}

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const query = buildSearchQuery(search);
  const folded = `%${search
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[%_\\]/g, "")}%`;
  return or(
    query ? sql`search_vector @@ to_tsquery('spanish', ${query})` : undefined,
    like(sql`lower(blog_fold_accents(${blogPosts.title}))`, folded),
  );
}

interface AdminFilter {
  status: TPostStatus | "all";
  search?: string;
}

/** Every post for the back office, most recently edited first. */
export async function findAdminPosts(db: Db, filter: AdminFilter & { limit: number; offset: number }) {
  return db
    .select(adminColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(statusWhere(filter.status), searchWhere(filter.search)))
    .orderBy(desc(blogPosts.updatedAt))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countAdminPosts(db: Db, filter: AdminFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(blogPosts)
    .where(and(statusWhere(filter.status), searchWhere(filter.search)));
  return row?.total ?? 0;
}

export async function findAdminPost(db: Db, id: string) {
  const [row] = await db
    .select({ ...adminColumns, content: blogPosts.content })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row;
}

export async function insertPost(db: Db, values: NewPost): Promise<string | undefined> {
  const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return row?.id;
}

export async function updatePost(db: Db, id: string, values: Partial<NewPost>): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Slugs equal to `base` or `base-<n>`, except the post being edited. */
export async function findSlugsLike(db: Db, base: string, excludeId?: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)),
        excludeId ? ne(blogPosts.id, excludeId) : undefined,
      ),
    );
  return rows.map((row) => row.slug);
}
