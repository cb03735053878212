import { and, asc, eq, like, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogCategories, blogPosts } from "../db/schema/index";
import { isPublic } from "./store";

export type NewCategory = typeof blogCategories.$inferInsert;

/** Categories by name with their post count (public posts only, or every post for admins). */
export async function findCategories(db: Db, { onlyPublic, limit }: { onlyPublic: boolean; limit?: number }) {
  const counted = onlyPublic
    ? and(eq(blogPosts.categoryId, blogCategories.id), isPublic())
    : eq(blogPosts.categoryId, blogCategories.id);
  const query = db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      description: blogCategories.description,
      postCount: sql<number>`(select count(*)::int from ${blogPosts} where ${counted})`,
    })
    .from(blogCategories)
    // Accents folded so "Ética" sorts among the E's whatever the database collation is.
    .orderBy(asc(sql`lower(blog_fold_accents(${blogCategories.name}))`), asc(blogCategories.slug))
    .$dynamic();
  return limit ? query.limit(limit) : query;
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.slug, slug)).limit(1);
  return row;
}

export async function findCategoryById(db: Db, id: string) {
  const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  return row;
}

export async function insertCategory(db: Db, values: NewCategory) {
  const [row] = await db.insert(blogCategories).values(values).returning();
  return row;
}

export async function updateCategory(db: Db, id: string, values: Partial<NewCategory>) {
  const [row] = await db.update(blogCategories).set(values).where(eq(blogCategories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id });
  return rows.length > 0;
}

export async function findCategorySlugsLike(db: Db, base: string, excludeId?: string): Promise<string[]> {
  const rows = await db
    .select({ slug: blogCategories.slug })
    .from(blogCategories)
    .where(
      and(
        or(eq(blogCategories.slug, base), like(blogCategories.slug, `${base}-%`)),
        excludeId ? ne(blogCategories.id, excludeId) : undefined,
      ),
    );
  return rows.map((row) => row.slug);
}
