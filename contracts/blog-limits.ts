// The blog's sizes and limits without zod, so the pages that only read posts do not load the
// schema library; contracts/blog.ts re-exports them.
/** Public blog list page size and the most a client may ask for. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_MAX_PAGE_SIZE = 50;
/** docs/product.md, "Home page and blog": 9 posts fetched → 1 featured + at most 8 others; 5 categories. */
export const HOME_POSTS_FETCHED = 9;
export const HOME_OTHER_POSTS = 8;
export const HOME_CATEGORIES = 5;
export const RELATED_POSTS = 3;
export const RSS_ITEMS = 20;

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 100;
export const POST_EXCERPT_MAX = 500;
/** The cover's alternative text: one sentence that describes the picture. */
export const POST_COVER_ALT_MAX = 300;
export const POST_CONTENT_MAX = 100_000;
export const POST_READ_TIME_MAX = 600;
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;
export const SEARCH_QUERY_MAX = 200;
