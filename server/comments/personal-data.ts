import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import type { ExportOwner, ExportSection } from "../db/personal-data";
import { blogComments, blogPosts } from "../db/schema/index";

export const COMMENTS_EXPORT: ExportSection = {
  key: "comments",
  tables: [blogComments],
  read: (db, owner) =>
    db
      .select({
        id: blogComments.id,
        post: blogPosts.slug,
        name: blogComments.name,
        email: blogComments.email,
        content: blogComments.content,
        status: blogComments.status,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(eq(sql`lower(${blogComments.email})`, owner.email))
      .orderBy(asc(blogComments.createdAt)),
};

/** Comments stay, anonymized, so threads keep their replies. */
export async function anonymizeComments(tx: Executor, owner: ExportOwner) {
  await tx
    .update(blogComments)
    .set({ name: "—", email: "", authorTokenHash: null, ipHash: null })
    .where(eq(sql`lower(${blogComments.email})`, owner.email));
}
