import { WORDS_PER_MINUTE, type TAdminPost, type TPostStatus, type TPostSummary } from "../../contracts/blog";
import type { AdminPostRow } from "./admin-store";
import type { PostSummaryRow } from "./store";

export function toPostSummary(row: PostSummaryRow): TPostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    category: toCategoryRef(row),
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    readTime: row.readTime ?? Math.max(1, Math.ceil(row.wordCount / WORDS_PER_MINUTE)),
    featured: row.featured,
  };
}

export function derivePostStatus(
  post: { published: boolean; publishedAt: Date | null },
  now = new Date(),
): TPostStatus {
  if (!post.published) return "draft";
  return post.publishedAt && post.publishedAt > now ? "scheduled" : "published";
}

export function toAdminPostListItem(row: AdminPostRow): Omit<TAdminPost, "content"> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    categoryId: row.categoryId,
    category: toCategoryRef(row),
    readTime: row.readTime,
    featured: row.featured,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    status: derivePostStatus(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminPost(row: AdminPostRow & { content: string }): TAdminPost {
  return { ...toAdminPostListItem(row), content: row.content };
}

/** The post's category as the API shows it, or null when it has none. */
function toCategoryRef(row: { categoryName: string | null; categorySlug: string | null }) {
  return row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null;
}
