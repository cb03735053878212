/** Query keys of the back office; every admin write invalidates its area and the public blog reads. */
export const ADMIN_BLOG_KEYS = {
  all: ["admin-blog"] as const,
  posts: ["admin-blog", "posts"] as const,
  post: (id: string) => ["admin-blog", "post", id] as const,
  categories: ["admin-blog", "categories"] as const,
  comments: ["admin-blog", "comments"] as const,
  subscribers: ["admin-blog", "subscribers"] as const,
  sends: ["admin-blog", "sends"] as const,
  contact: ["admin-blog", "contact"] as const,
};

/** The public reads' root key (features/blog), refreshed after an edit so the site shows it at once. */
export const PUBLIC_BLOG_KEY = ["blog"] as const;
