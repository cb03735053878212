import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { HOME_OTHER_POSTS } from "../../contracts/blog";
import { blogCategories, blogPosts } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { findCategories } from "./category-store";
import { buildCategory, buildPost } from "./factories";
import { readBlogHome } from "./service";
import {
  buildSearchQuery,
  countPublicPosts,
  findNextScheduledAt,
  findPublicPostBySlug,
  findPublicPosts,
  findRelatedPosts,
} from "./store";

const { context } = await createTestApp();
const { db } = context.database;

beforeEach(async () => {
  await db.execute(sql`truncate ${blogPosts}, ${blogCategories} cascade`);
  await context.cache.invalidate("blog");
});

describe("public posts", () => {
  it("lists only published posts dated now or before, newest first", async () => {
    const older = await buildPost(context, { daysAgo: 3 });
    const newest = await buildPost(context, { daysAgo: 1 });
    const middle = await buildPost(context, { daysAgo: 2 });
    await buildPost(context, { published: false, daysAgo: 1 });
    await buildPost(context, { daysAgo: -2 });
    const rows = await findPublicPosts(db, { limit: 10, offset: 0 });
    expect(rows.map((row) => row.id)).toEqual([newest.id, middle.id, older.id]);
    expect(await countPublicPosts(db, {})).toBe(3);
  });

  it("pages with limit and offset without overlap", async () => {
    for (let day = 1; day <= 7; day += 1) await buildPost(context, { daysAgo: day });
    const first = await findPublicPosts(db, { limit: 3, offset: 0 });
    const second = await findPublicPosts(db, { limit: 3, offset: 3 });
    const third = await findPublicPosts(db, { limit: 3, offset: 6 });
    expect(first).toHaveLength(3);
    expect(third).toHaveLength(1);
    const ids = [...first, ...second, ...third].map((row) => row.id);
    expect(new Set(ids).size).toBe(7);
  });

  it("filters by category and joins its name and slug", async () => {
    const category = await buildCategory(context, { name: "Derecho", slug: "derecho" });
    const inCategory = await buildPost(context, { categoryId: category.id });
    await buildPost(context);
    const rows = await findPublicPosts(db, { categoryId: category.id, limit: 10, offset: 0 });
    expect(rows.map((row) => [row.id, row.categoryName, row.categorySlug])).toEqual([
      [inCategory.id, "Derecho", "derecho"],
    ]);
  });

  it("finds a published post by slug but not a draft or a scheduled one", async () => {
    const post = await buildPost(context, { slug: "visible" });
    await buildPost(context, { slug: "borrador", published: false });
    await buildPost(context, { slug: "programada", daysAgo: -1 });
    expect((await findPublicPostBySlug(db, "visible"))?.id).toBe(post.id);
    expect(await findPublicPostBySlug(db, "borrador")).toBeUndefined();
    expect(await findPublicPostBySlug(db, "programada")).toBeUndefined();
  });

  it("answers the next scheduled publication", async () => {
    await buildPost(context, { daysAgo: -3 });
    const soon = await buildPost(context, { daysAgo: -1 });
    expect((await findNextScheduledAt(db))?.getTime()).toBe(soon.publishedAt?.getTime());
  });

  it("relates posts of the same category first, never the post itself", async () => {
    const category = await buildCategory(context);
    const post = await buildPost(context, { categoryId: category.id, daysAgo: 5 });
    const sibling = await buildPost(context, { categoryId: category.id, daysAgo: 6 });
    const newerOther = await buildPost(context, { daysAgo: 1 });
    const related = await findRelatedPosts(db, post, 3);
    expect(related.map((row) => row.id)).toEqual([sibling.id, newerOther.id]);
  });
});

describe("full-text search (Spanish, accent-insensitive)", () => {
  beforeEach(async () => {
    await buildPost(context, { slug: "guia", title: "Guía de inteligencia artificial para abogados" });
    await buildPost(context, {
      slug: "medicos",
      title: "Diagnóstico asistido",
      content: "Los médicos revisan imágenes.",
    });
    await buildPost(context, { slug: "otro", title: "Finanzas personales", content: "Presupuestos y ahorro." });
  });

  const search = async (text: string) =>
    (await findPublicPosts(db, { search: text, limit: 10, offset: 0 })).map((row) => row.slug).sort();

  it("matches with or without accents, in any case", async () => {
    expect(await search("guia")).toEqual(["guia"]);
    expect(await search("GUÍA")).toEqual(["guia"]);
    expect(await search("medico")).toEqual(["medicos"]);
    expect(await search("imagenes")).toEqual(["medicos"]);
  });

  it("matches Spanish word forms and prefixes", async () => {
    expect(await search("abogado")).toEqual(["guia"]);
    expect(await search("intelig")).toEqual(["guia"]);
    expect(await search("diagnosticos asistidos")).toEqual(["medicos"]);
  });

  it("finds nothing for punctuation-only or unknown text, and counts the matches", async () => {
    expect(await search("!!! & | :*")).toEqual([]);
    expect(await search("criptomonedas")).toEqual([]);
    expect(await countPublicPosts(db, { search: "guía" })).toBe(1);
  });

  it("never lets search text become query syntax", () => {
    expect(buildSearchQuery("a & b | !c:* (d)")).toBe("a:* & b:* & c:* & d:*");
    expect(buildSearchQuery("¿Qué es?")).toBe("que:* & es:*");
    expect(buildSearchQuery("   ")).toBeUndefined();
  });
});

describe("home page blog section", () => {
  it("features the newest featured post and shows at most 8 others", async () => {
    for (let day = 1; day <= 10; day += 1) await buildPost(context, { daysAgo: day, title: `Día ${day}` });
    const featured = await buildPost(context, { daysAgo: 4.5, featured: true });
    await buildPost(context, { daysAgo: 6.5, featured: true });
    const home = await readBlogHome(context);
    expect(home.featured?.id).toBe(featured.id);
    expect(home.posts).toHaveLength(HOME_OTHER_POSTS);
    expect(home.posts.map((post) => post.id)).not.toContain(featured.id);
    const dates = home.posts.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("features the newest post when none of the 9 newest is featured", async () => {
    await buildPost(context, { daysAgo: 30, featured: true });
    for (let day = 1; day <= 9; day += 1) await buildPost(context, { daysAgo: day, title: `Día ${day}` });
    const home = await readBlogHome(context);
    expect(home.featured?.title).toBe("Día 1");
    expect(home.posts).toHaveLength(8);
  });

  it("lists at most 5 categories ordered by name", async () => {
    for (const name of ["Zeta", "Alfa", "Ética", "Beta", "Delta", "Gamma", "Épsilon"])
      await buildCategory(context, { name });
    const home = await readBlogHome(context);
    expect(home.categories).toHaveLength(5);
    expect(home.categories.map((category) => category.name)).toEqual(["Alfa", "Beta", "Delta", "Épsilon", "Ética"]);
    expect(await findCategories(db, { onlyPublic: true })).toHaveLength(7);
  });

  it("answers an empty section on an empty blog", async () => {
    expect(await readBlogHome(context)).toEqual({ featured: null, posts: [], categories: [] });
  });
});
