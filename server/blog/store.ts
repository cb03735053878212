import { and, count, desc, eq, gt, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogCategories, blogPosts } from "../db/schema/index";

/** Published and dated now or before: what readers may see. */
export const isPublic = (): SQL =>
  and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)) ??
  sql`false`;

// Counts words the way computeReadTime (contracts/blog.ts) does: tokens with a letter or digit.
const wordCount = sql<number>`(select count(*)::int from regexp_split_to_table(${blogPosts.content}, '\\s+') as word where word ~ '[[:alnum:]]')`;

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverImageUrl: blogPosts.coverImageUrl,
  coverImageAlt: blogPosts.coverImageAlt,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  publishedAt: blogPosts.publishedAt,
  readTime: blogPosts.readTime,
  wordCount,
  featured: blogPosts.featured,
};

export type PostSummaryRow = Awaited<ReturnType<typeof findPublicPosts>>[number];

/**
 * Turns what a reader typed into a prefix query: "guía abog" → "guia:* & abog:*". Accents are
 * folded like the stored vector (blog_fold_accents); anything but letters and digits is dropped,
 * so the text can never be tsquery syntax.
 */
export function buildSearchQuery(text: string): string | undefined {
  const words = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : undefined;
}

const matchesSearch = (query: string): SQL => sql`search_vector @@ to_tsquery('spanish', ${query})`;

interface PublicFilter {
  search?: string;
  categoryId?: string;
}

function publicWhere({ search, categoryId }: PublicFilter): SQL | undefined {
  const query = search ? buildSearchQuery(search) : undefined;
  return and(
    isPublic(),
    categoryId ? eq(blogPosts.categoryId, categoryId) : undefined,
    search ? (query ? matchesSearch(query) : sql`false`) : undefined,
  );
}

/** Published posts newest first (best match first when searching). */
export async function findPublicPosts(db: Db, filter: PublicFilter & { limit: number; offset: number }) {
  const query = filter.search ? buildSearchQuery(filter.search) : undefined;
  const order = query
    ? [desc(sql`ts_rank(search_vector, to_tsquery('spanish', ${query}))`), desc(blogPosts.publishedAt)]
    : [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(publicWhere(filter))
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countPublicPosts(db: Db, filter: PublicFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(publicWhere(filter));
  return row?.total ?? 0;
}

export async function findPublicPostBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      contentHtml: blogPosts.contentHtml,
      updatedAt: blogPosts.updatedAt,
      categoryId: blogPosts.categoryId,
    })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublic(), eq(blogPosts.slug, slug)))
    .limit(1);
  return row;
}

/** Newest public posts of the category first, then the newest others, never the post itself. */
export async function findRelatedPosts(db: Db, post: { id: string; categoryId: string | null }, limit: number) {
  const sameCategory = post.categoryId ? sql`${blogPosts.categoryId} = ${post.categoryId}` : sql`false`;
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublic(), ne(blogPosts.id, post.id)))
    .orderBy(desc(sql`coalesce(${sameCategory}, false)`), desc(blogPosts.publishedAt))
    .limit(limit);
}

/** The next scheduled publication, so cached lists can expire exactly then. */
export async function findNextScheduledAt(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${blogPosts.publishedAt})`.mapWith((value: string | null) =>
        value ? new Date(value) : null,
      ),
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, sql`now()`)));
  return row?.at ?? undefined;
}

/** Every public post's slug and dates, for the sitemap. */
export async function findPublicPostSlugs(db: Db) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(blogPosts.publishedAt));
}

export async function findPublicPostsWithContent(db: Db, limit: number) {
  return db
    .select({ ...summaryColumns, content: blogPosts.content, contentHtml: blogPosts.contentHtml })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(isPublic())
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}
