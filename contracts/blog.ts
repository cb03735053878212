import { z } from "zod";
import { multilineText, text } from "./text";
import {
  BLOG_PAGE_SIZE,
  BLOG_MAX_PAGE_SIZE,
  POST_TITLE_MAX,
  POST_SLUG_MAX,
  POST_EXCERPT_MAX,
  POST_COVER_ALT_MAX,
  POST_CONTENT_MAX,
  POST_READ_TIME_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_DESCRIPTION_MAX,
  SEARCH_QUERY_MAX,
} from "./blog-limits";

/**
 * Blog API. Public:
 *   GET  /api/blog/home                      → ZBlogHomeSchema
 *   GET  /api/blog/posts?page=&limit=&q=&category=  → ZPostListSchema (unknown category: 404)
 *   GET  /api/blog/posts/:slug               → ZPostDetailSchema (unknown/unpublished: 404)
 *   GET  /api/blog/categories                → ZCategoryListSchema (by name)
 *   GET  /api/blog/categories/:slug          → ZCategorySchema (unknown: 404)
 *   GET|POST /api/blog/posts/:slug/comments  → contracts/comments.ts
 * Admin (401 visitors, 403 non-admins):
 *   GET /api/admin/blog/posts, GET|PATCH|DELETE /api/admin/blog/posts/:id, POST /api/admin/blog/posts
 *   GET /api/admin/blog/slug?title=          → ZSlugSuggestionSchema
 *   GET|POST /api/admin/blog/categories, PATCH|DELETE /api/admin/blog/categories/:id
 *   POST /api/admin/uploads (multipart `file`) → ZUploadedFileSchema
 * Newsletter: contracts/newsletter.ts; contact: contracts/contact.ts.
 */

export * from "./blog-limits";

/** Words read per minute when the read time is computed from the body. */
export const WORDS_PER_MINUTE = 200;

/** Error codes the blog answers besides the common ones in contracts/errors.ts. */
export const BLOG_ERROR_CODES = ["slug_taken", "post_not_published", "send_in_progress"] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZSlugSchema = text()
  .max(POST_SLUG_MAX)
  .regex(SLUG_PATTERN, "Lower-case letters, digits and single dashes");

/** Folds Spanish accents and punctuation into a URL slug: "Guía de IA" → "guia-de-ia". */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, POST_SLUG_MAX)
    .replace(/-+$/g, "");
}

/** Minutes to read a Markdown body, at least 1 (used when a post gives no read time). */
export function computeReadTime(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

// ---------------------------------------------------------------- public reads

export const ZCategoryRefSchema = z.object({ name: z.string(), slug: z.string() });
export type TCategoryRef = z.infer<typeof ZCategoryRefSchema>;

export const ZCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Published posts in the category. */
  postCount: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategorySchema>;

export const ZPostSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  coverImageUrl: z.string().nullable(),
  /** Describes the cover for screen readers; empty when it is decoration only. */
  coverImageAlt: z.string(),
  category: ZCategoryRefSchema.nullable(),
  /** ISO date shown to readers (publication date). */
  publishedAt: z.string(),
  /** Minutes; computed from the body when the post gives none. */
  readTime: z.number().int(),
  featured: z.boolean(),
});
export type TPostSummary = z.infer<typeof ZPostSummarySchema>;

export const ZPostDetailSchema = ZPostSummarySchema.extend({
  /** The Markdown body rendered and sanitized by the server when saved: insert it as is. */
  contentHtml: z.string(),
  updatedAt: z.string(),
  related: z.array(ZPostSummarySchema),
});
export type TPostDetail = z.infer<typeof ZPostDetailSchema>;

const ZPageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
};

/** GET /api/blog/posts?page=&limit=&q=&category= (an unknown category answers 404). */
export const ZListPostsQuerySchema = z.object({
  ...ZPageQuery,
  q: text().trim().max(SEARCH_QUERY_MAX).optional(),
  category: text().max(POST_SLUG_MAX).optional(),
});
export type TListPostsQuery = z.infer<typeof ZListPostsQuerySchema>;

export const ZPostListSchema = z.object({
  posts: z.array(ZPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type TPostList = z.infer<typeof ZPostListSchema>;

/** GET /api/blog/home (docs/product.md, "Home page and blog"). */
export const ZBlogHomeSchema = z.object({
  /** The newest featured post among the 9 newest, else the newest; null on an empty blog. */
  featured: ZPostSummarySchema.nullable(),
  /** At most 8 others, newest first. */
  posts: z.array(ZPostSummarySchema),
  /** At most 5, ordered by name. */
  categories: z.array(ZCategoryRefSchema),
});
export type TBlogHome = z.infer<typeof ZBlogHomeSchema>;

/** GET /api/blog/categories → all categories by name; GET /api/blog/categories/:slug → one. */
export const ZCategoryListSchema = z.object({ categories: z.array(ZCategorySchema) });
export type TCategoryList = z.infer<typeof ZCategoryListSchema>;

export const ZSlugParamsSchema = z.object({ slug: text().max(POST_SLUG_MAX) });
export const ZIdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- admin: posts

export const POST_STATUSES = ["published", "scheduled", "draft"] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];

/** GET /api/admin/blog/posts?status=&q=&page=&limit= */
export const ZAdminListPostsQuerySchema = z.object({
  ...ZPageQuery,
  status: z.enum(["all", ...POST_STATUSES]).default("all"),
  q: text().trim().max(SEARCH_QUERY_MAX).optional(),
});
export type TAdminListPostsQuery = z.infer<typeof ZAdminListPostsQuerySchema>;

export const ZAdminPostSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string(),
  categoryId: z.uuid().nullable(),
  category: ZCategoryRefSchema.nullable(),
  /** As stored: null means computed from the body. */
  readTime: z.number().int().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  /** published and dated now or before; scheduled when dated in the future. */
  status: z.enum(POST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminPost = z.infer<typeof ZAdminPostSchema>;

export const ZAdminPostListSchema = z.object({
  /** Same shape as one post, without `content` to keep the list light. */
  posts: z.array(ZAdminPostSchema.omit({ content: true })),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type TAdminPostList = z.infer<typeof ZAdminPostListSchema>;

/** POST /api/admin/blog/posts (create) and PATCH /api/admin/blog/posts/:id (any subset). */
/**
 * A cover is one of our uploads or an https address: it ends up in src, srcset and og:image, so
 * quotes, spaces and angle brackets are refused rather than escaped into a broken picture.
 */
const COVER_IMAGE_URL = /^(\/uploads\/[A-Za-z0-9][A-Za-z0-9/_.-]*|https:\/\/[^\s"'<>\\]+)$/;
const ZCoverImageUrlSchema = text().max(2000).regex(COVER_IMAGE_URL, "Use an uploaded cover or an https address");

export const ZPostInputSchema = z.object({
  title: text().trim().min(1).max(POST_TITLE_MAX),
  /** Generated from the title when absent; made unique with -2, -3... */
  slug: ZSlugSchema.optional(),
  excerpt: multilineText().trim().max(POST_EXCERPT_MAX).default(""),
  content: multilineText().max(POST_CONTENT_MAX).default(""),
  coverImageUrl: ZCoverImageUrlSchema.nullable().default(null),
  coverImageAlt: text().trim().max(POST_COVER_ALT_MAX).default(""),
  categoryId: z.uuid().nullable().default(null),
  readTime: z.number().int().min(1).max(POST_READ_TIME_MAX).nullable().default(null),
  featured: z.boolean().default(false),
  published: z.boolean().default(false),
  /** A future date schedules the post; null with published=true means now. */
  publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type TPostInput = z.input<typeof ZPostInputSchema>;

export const ZPostPatchSchema = z.object({
  title: text().trim().min(1).max(POST_TITLE_MAX).optional(),
  slug: ZSlugSchema.optional(),
  excerpt: multilineText().trim().max(POST_EXCERPT_MAX).optional(),
  content: multilineText().max(POST_CONTENT_MAX).optional(),
  coverImageUrl: ZCoverImageUrlSchema.nullable().optional(),
  coverImageAlt: text().trim().max(POST_COVER_ALT_MAX).optional(),
  categoryId: z.uuid().nullable().optional(),
  readTime: z.number().int().min(1).max(POST_READ_TIME_MAX).nullable().optional(),
  featured: z.boolean().optional(),
  published: z.boolean().optional(),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TPostPatch = z.infer<typeof ZPostPatchSchema>;

/** GET /api/admin/blog/slug?title=&excludeId= → a free slug for the title. */
export const ZSlugSuggestionQuerySchema = z.object({
  title: text().trim().min(1).max(POST_TITLE_MAX),
  excludeId: z.uuid().optional(),
});
export const ZSlugSuggestionSchema = z.object({ slug: z.string() });

// ---------------------------------------------------------------- admin: categories

/** GET /api/admin/blog/categories answers ZCategoryListSchema (postCount counts every post). */
export const ZCategoryInputSchema = z.object({
  name: text().trim().min(1).max(CATEGORY_NAME_MAX),
  /** Generated from the name when absent. */
  slug: ZSlugSchema.optional(),
  description: multilineText().trim().max(CATEGORY_DESCRIPTION_MAX).nullable().default(null),
});
export type TCategoryInput = z.input<typeof ZCategoryInputSchema>;
export const ZCategoryPatchSchema = ZCategoryInputSchema.partial().extend({
  description: multilineText().trim().max(CATEGORY_DESCRIPTION_MAX).nullable().optional(),
});
export type TCategoryPatch = z.infer<typeof ZCategoryPatchSchema>;

// ---------------------------------------------------------------- admin: uploads

/** Image types the file store accepts for covers (checked from the bytes, not the name). */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
/** Admin uploads: at most 20 MB (docs/product.md, "Uploads"). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Widths images are resized to (never enlarged). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** POST /api/admin/uploads (multipart, one field named `file`) → 201. */
export const ZUploadedFileSchema = z.object({
  id: z.uuid(),
  /** The largest web size; use it as `coverImageUrl`. */
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type TUploadedFile = z.infer<typeof ZUploadedFileSchema>;
