import {
  POST_EXCERPT_MAX,
  POST_READ_TIME_MAX,
  POST_TITLE_MAX,
  ZSlugSchema,
  slugify,
  type TAdminPost,
  type TPostInput,
} from "../../../../contracts/blog";

/** The editor's form state: strings as the inputs hold them. */
export interface PostDraft {
  title: string;
  slug: string;
  /** False while the slug follows the title (new posts only). */
  isSlugTouched: boolean;
  excerpt: string;
  content: string;
  coverImageUrl: string | null;
  coverImageAlt: string;
  categoryId: string;
  readTime: string;
  featured: boolean;
  published: boolean;
  /** `datetime-local` value; empty means "now" when published. */
  publishedAt: string;
}

export type DraftField = "title" | "slug" | "excerpt" | "content" | "readTime" | "publishedAt";
export type DraftErrorKey =
  "titleRequired" | "tooLong" | "slugInvalid" | "slugTaken" | "readTimeInvalid" | "dateInvalid" | "invalid";
export type DraftErrors = Partial<Record<DraftField, DraftErrorKey>>;

export const EMPTY_DRAFT: PostDraft = {
  title: "",
  slug: "",
  isSlugTouched: false,
  excerpt: "",
  content: "",
  coverImageUrl: null,
  coverImageAlt: "",
  categoryId: "",
  readTime: "",
  featured: false,
  published: false,
  publishedAt: "",
};

/** An ISO date as the local `YYYY-MM-DDTHH:mm` a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function draftFromPost(post: TAdminPost): PostDraft {
  return {
    title: post.title,
    slug: post.slug,
    isSlugTouched: true,
    excerpt: post.excerpt,
    content: post.content,
    coverImageUrl: post.coverImageUrl,
    coverImageAlt: post.coverImageAlt,
    categoryId: post.categoryId ?? "",
    readTime: post.readTime === null ? "" : String(post.readTime),
    featured: post.featured,
    published: post.published,
    publishedAt: toLocalInput(post.publishedAt),
  };
}

/** The slug shown in the form: typed by the admin, else folded from the title. */
export function visibleSlug(draft: PostDraft): string {
  return draft.isSlugTouched ? draft.slug : slugify(draft.title);
}

export function validateDraft(draft: PostDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = "titleRequired";
  else if (draft.title.trim().length > POST_TITLE_MAX) errors.title = "tooLong";
  if (draft.isSlugTouched && !ZSlugSchema.safeParse(draft.slug).success) errors.slug = "slugInvalid";
  if (draft.excerpt.trim().length > POST_EXCERPT_MAX) errors.excerpt = "tooLong";
  if (draft.readTime) {
    const minutes = Number(draft.readTime);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > POST_READ_TIME_MAX) errors.readTime = "readTimeInvalid";
  }
  if (draft.publishedAt && Number.isNaN(new Date(draft.publishedAt).getTime())) errors.publishedAt = "dateInvalid";
  return errors;
}

/** The request body; a new post without a typed slug lets the server make a unique one. */
export function draftToInput(draft: PostDraft): TPostInput {
  return {
    title: draft.title.trim(),
    slug: draft.isSlugTouched ? draft.slug : undefined,
    excerpt: draft.excerpt.trim(),
    content: draft.content,
    coverImageUrl: draft.coverImageUrl,
    coverImageAlt: draft.coverImageUrl ? draft.coverImageAlt.trim() : "",
    categoryId: draft.categoryId || null,
    readTime: draft.readTime ? Number(draft.readTime) : null,
    featured: draft.featured,
    published: draft.published,
    publishedAt: draft.publishedAt ? new Date(draft.publishedAt).toISOString() : null,
  };
}

/** Maps the server's `details: [{ path: "/slug" }]` onto the form's fields. */
export function errorsFromDetails(details: unknown): DraftErrors {
  const errors: DraftErrors = {};
  if (!Array.isArray(details)) return errors;
  const fields: DraftField[] = ["title", "slug", "excerpt", "content", "readTime", "publishedAt"];
  for (const detail of details as unknown[]) {
    if (typeof detail !== "object" || detail === null || !("path" in detail)) continue;
    const field = fields.find((candidate) => `/${candidate}` === String(detail.path));
    if (field) errors[field] = "invalid";
  }
  return errors;
}
