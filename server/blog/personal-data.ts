import { asc, eq } from "drizzle-orm";
import type { ExportSection } from "../db/personal-data";
import { blogPosts } from "../db/schema/index";

export const POSTS_WRITTEN_EXPORT: ExportSection = {
  key: "blog_posts_written",
  tables: [blogPosts],
  read: (db, owner) =>
    db
      .select({ title: blogPosts.title, slug: blogPosts.slug, createdAt: blogPosts.createdAt })
      .from(blogPosts)
      .where(eq(blogPosts.authorId, owner.id))
      .orderBy(asc(blogPosts.createdAt)),
};
