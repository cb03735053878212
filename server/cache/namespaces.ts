/**
 * The public cache's namespaces, one place for all: a write invalidates the namespaces whose
 * reads it changes, here and (through Redis or PostgreSQL) in every other instance.
 */

/** Published posts, categories and the home's blog section. */
export const BLOG_CACHE = "blog";
/** Public comment lists; every comment write empties it. */
export const COMMENTS_CACHE = "comments";
/** The assistants' catalogue and portfolio. */
export const ASSISTANTS_CACHE = "assistants";
/** Software landings and their list. */
export const SOFTWARE_CACHE = "software";

/**
 * Server-rendered public pages, kept per address and language: `blog` holds the pages whose
 * data is all the blog's (home, list, categories, posts and their comments) and empties with
 * every post, category or comment write; `static` holds pages without data of their own (legal,
 * plans, login, contact...), which change only with a deploy.
 */
export const PUBLIC_PAGES_CACHE = { blog: "pages:blog", static: "pages:static" } as const;
