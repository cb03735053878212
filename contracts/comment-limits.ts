// The comment limits and header without zod, so a page that only reads comments (the post page)
// does not load the schema library.
/** The comment form shows `count/max` (docs/product.md, "Chat and content limits"). */
export const COMMENT_CONTENT_MAX = 2000;
export const COMMENT_NAME_MAX = 80;
export const COMMENT_EMAIL_MAX = 254;
/** Comments one visitor (IP) may post per window before answering 429 rate_limited. */
export const COMMENT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;
/**
 * The browser's secret that lets it see its own pending comments. The server answers it on the
 * first comment; the client keeps it (localStorage) and sends it back in this header.
 */
export const COMMENT_AUTHOR_TOKEN_HEADER = "x-comment-author-token";
