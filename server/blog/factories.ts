import { randomBytes } from "node:crypto";
import type { AppContext } from "../context";
import { blogCategories, blogPosts } from "../db/schema/index";

type NewPost = typeof blogPosts.$inferInsert;
type NewCategory = typeof blogCategories.$inferInsert;

const suffix = () => randomBytes(4).toString("hex");
const DAY = 24 * 60 * 60 * 1000;

/** Test factory: a category; override any column. */
export async function buildCategory(context: AppContext, overrides: Partial<NewCategory> = {}) {
  const name = overrides.name ?? `Categoría ${suffix()}`;
  const [row] = await context.database.db
    .insert(blogCategories)
    .values({ name, slug: `categoria-${suffix()}`, ...overrides })
    .returning();
  if (!row) throw new Error("category insert returned nothing");
  return row;
}

/** Test factory: a published post dated `daysAgo` days back (default 1); override any column. */
export async function buildPost(context: AppContext, overrides: Partial<NewPost> & { daysAgo?: number } = {}) {
  const { daysAgo = 1, ...columns } = overrides;
  const [row] = await context.database.db
    .insert(blogPosts)
    .values({
      title: `Entrada ${suffix()}`,
      slug: `entrada-${suffix()}`,
      excerpt: "Un resumen breve.",
      content: "Texto de la entrada con varias palabras para leer.",
      published: true,
      publishedAt: new Date(Date.now() - daysAgo * DAY),
      ...columns,
    })
    .returning();
  if (!row) throw new Error("post insert returned nothing");
  return row;
}
