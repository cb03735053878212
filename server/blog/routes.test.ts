import { describe, expect, it } from "vitest";
import { ZBlogHomeSchema, ZPostDetailSchema, ZPostListSchema } from "../../contracts/blog";
import { createTestApp } from "../test/app";
import { buildCategory, buildPost } from "./factories";

const { app, context } = await createTestApp();

const category = await buildCategory(context, { name: "Productividad", slug: "productividad" });
await buildCategory(context, { name: "Vacía", slug: "vacia" });
for (let day = 1; day <= 14; day += 1) {
  await buildPost(context, { daysAgo: day, slug: `post-${day}`, categoryId: day % 2 ? category.id : null });
}
const article = await buildPost(context, {
  slug: "guia-ia",
  title: "Guía práctica",
  content: Array.from({ length: 450 }, () => "palabra").join(" "),
  categoryId: category.id,
});
await buildPost(context, { slug: "borrador", published: false });
await buildPost(context, { slug: "futura", daysAgo: -2 });

const get = (url: string) => app.inject({ method: "GET", url });

describe("GET /api/blog/posts", () => {
  it("answers 12 published posts per page by default, newest first, with category name and slug", async () => {
    const response = await get("/api/blog/posts");
    expect(response.statusCode).toBe(200);
    const body = ZPostListSchema.parse(response.json());
    expect(body).toMatchObject({ total: 15, page: 1, limit: 12, totalPages: 2 });
    expect(body.posts).toHaveLength(12);
    expect(body.posts[0]?.slug).toBe("guia-ia");
    expect(body.posts[0]?.category).toEqual({ name: "Productividad", slug: "productividad" });
    expect(body.posts.map((post) => post.slug)).not.toContain("borrador");
  });

  it("pages and limits", async () => {
    const body = ZPostListSchema.parse((await get("/api/blog/posts?page=2")).json());
    expect(body.posts).toHaveLength(3);
    const nine = ZPostListSchema.parse((await get("/api/blog/posts?limit=9")).json());
    expect(nine.posts).toHaveLength(9);
  });

  it("filters by category and searches", async () => {
    const byCategory = ZPostListSchema.parse((await get("/api/blog/posts?category=productividad")).json());
    expect(byCategory.total).toBe(8);
    const found = ZPostListSchema.parse((await get(`/api/blog/posts?q=${encodeURIComponent("GUÍA practica")}`)).json());
    expect(found.posts.map((post) => post.slug)).toEqual(["guia-ia"]);
  });

  it("answers 404 for an unknown category and 400 for bad paging", async () => {
    expect((await get("/api/blog/posts?category=nada")).statusCode).toBe(404);
    for (const query of ["page=0", "limit=51", "limit=abc", `q=${"x".repeat(201)}`]) {
      const response = await get(`/api/blog/posts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    }
  });
});

describe("GET /api/blog/posts/:slug", () => {
  it("answers the Markdown source, the computed read time and related posts", async () => {
    const response = await get("/api/blog/posts/guia-ia");
    expect(response.statusCode).toBe(200);
    const post = ZPostDetailSchema.parse(response.json());
    expect(post.id).toBe(article.id);
    expect(post.readTime).toBe(3);
    expect(post.related).toHaveLength(3);
    expect(post.related.every((related) => related.category?.slug === "productividad")).toBe(true);
  });

  it("answers 404 for unknown, draft and scheduled posts", async () => {
    for (const slug of ["nada", "borrador", "futura"]) {
      const response = await get(`/api/blog/posts/${slug}`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });
});

describe("home and categories", () => {
  it("answers the home section", async () => {
    const home = ZBlogHomeSchema.parse((await get("/api/blog/home")).json());
    expect(home.featured?.slug).toBe("guia-ia");
    expect(home.posts).toHaveLength(8);
    expect(home.categories).toEqual([
      { name: "Productividad", slug: "productividad" },
      { name: "Vacía", slug: "vacia" },
    ]);
  });

  it("lists categories with their public post counts and answers one by slug", async () => {
    const list = (await get("/api/blog/categories")).json<{ categories: { slug: string; postCount: number }[] }>();
    expect(list.categories.map((item) => [item.slug, item.postCount])).toEqual([
      ["productividad", 8],
      ["vacia", 0],
    ]);
    expect((await get("/api/blog/categories/productividad")).json()).toMatchObject({
      name: "Productividad",
      postCount: 8,
    });
    expect((await get("/api/blog/categories/nada")).statusCode).toBe(404);
  });
});
