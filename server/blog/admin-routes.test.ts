import { describe, expect, it } from "vitest";
import { ZAdminPostListSchema, ZAdminPostSchema } from "../../contracts/blog";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";
import { buildCategory, buildPost } from "./factories";

const { app, context } = await createTestApp();
const admin = await buildAdmin(context);
const { authorization } = await signInAs(context, admin);
const headers = { authorization };

const createPost = (payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/admin/blog/posts", headers, payload });

describe("creating posts", () => {
  it("generates a unique slug with Spanish accents folded", async () => {
    const first = await createPost({ title: "¿Qué es la IA generativa? Guía básica", content: "Hola" });
    expect(first.statusCode).toBe(201);
    const post = ZAdminPostSchema.parse(first.json());
    expect(post).toMatchObject({ slug: "que-es-la-ia-generativa-guia-basica", status: "draft", publishedAt: null });
    const second = ZAdminPostSchema.parse(
      (await createPost({ title: "¿Qué es la IA generativa? Guía básica" })).json(),
    );
    expect(second.slug).toBe("que-es-la-ia-generativa-guia-basica-2");
    const suggestion = await app.inject({
      method: "GET",
      url: `/api/admin/blog/slug?title=${encodeURIComponent("Qué es la IA generativa, guía básica")}`,
      headers,
    });
    expect(suggestion.json()).toEqual({ slug: "que-es-la-ia-generativa-guia-basica-3" });
  });

  it("publishes now when published without a date, and schedules a future date", async () => {
    const now = ZAdminPostSchema.parse((await createPost({ title: "Ahora", published: true })).json());
    expect(now.status).toBe("published");
    expect(Date.now() - Date.parse(now.publishedAt ?? "")).toBeLessThan(60_000);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = ZAdminPostSchema.parse(
      (await createPost({ title: "Mañana", published: true, publishedAt: later })).json(),
    );
    expect(scheduled.status).toBe("scheduled");
    expect((await app.inject({ method: "GET", url: `/api/blog/posts/${scheduled.slug}` })).statusCode).toBe(404);
  });

  it("refuses a slug already in use with 409 slug_taken", async () => {
    await buildPost(context, { slug: "ocupado" });
    const response = await createPost({ title: "Otro", slug: "ocupado" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: "slug_taken" } });
  });

  it.each([
    ["an empty title", { title: "  " }, "/title"],
    ["a long title", { title: "x".repeat(201) }, "/title"],
    ["a bad slug", { title: "Bien", slug: "Con Espacios" }, "/slug"],
    ["a long excerpt", { title: "Bien", excerpt: "x".repeat(501) }, "/excerpt"],
    ["a bad category id", { title: "Bien", categoryId: "nope" }, "/categoryId"],
    ["an unknown category", { title: "Bien", categoryId: "00000000-0000-4000-8000-000000000000" }, "/categoryId"],
    ["a zero read time", { title: "Bien", readTime: 0 }, "/readTime"],
    ["a bad date", { title: "Bien", publishedAt: "mañana" }, "/publishedAt"],
  ])("answers 400 with the field for %s", async (_name, payload, path) => {
    const response = await createPost(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((detail) => detail.path)).toContain(path);
  });
});

describe("editing, listing and deleting posts", () => {
  it("edits a post and the public blog shows the change at once", async () => {
    const post = await buildPost(context, { title: "Antes", slug: "editable" });
    expect((await app.inject({ method: "GET", url: "/api/blog/posts/editable" })).json()).toMatchObject({
      title: "Antes",
    });
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers,
      payload: { title: "Después" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Después", slug: "editable" });
    expect((await app.inject({ method: "GET", url: "/api/blog/posts/editable" })).json()).toMatchObject({
      title: "Después",
    });
    await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers,
      payload: { published: false },
    });
    expect((await app.inject({ method: "GET", url: "/api/blog/posts/editable" })).statusCode).toBe(404);
  });

  it("keeps the cover's alternative text, trimmed, and shows it to readers; refuses one that is too long", async () => {
    const post = await buildPost(context, {
      slug: "con-portada",
      coverImageUrl: "/uploads/blog/2026/05/portada-1600.webp",
    });
    const alt = "Ilustración: un megáfono que lanza ondas de sonido.";
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers,
      payload: { coverImageAlt: `  ${alt} ` },
    });
    expect(edited.json()).toMatchObject({ coverImageAlt: alt });
    expect((await app.inject({ method: "GET", url: "/api/blog/posts/con-portada" })).json()).toMatchObject({
      coverImageAlt: alt,
    });
    const tooLong = await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers,
      payload: { coverImageAlt: "a".repeat(301) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("filters the list by status and searches titles", async () => {
    await buildPost(context, { title: "Borrador de ética", published: false });
    await buildPost(context, { title: "Programada de ética", daysAgo: -3 });
    const list = async (query: string) =>
      ZAdminPostListSchema.parse(
        (await app.inject({ method: "GET", url: `/api/admin/blog/posts?${query}`, headers })).json(),
      );
    expect((await list("status=draft&q=etica")).posts.map((post) => post.title)).toEqual(["Borrador de ética"]);
    expect((await list("status=scheduled&q=ética")).posts.map((post) => post.title)).toEqual(["Programada de ética"]);
    expect((await list("status=published")).posts.every((post) => post.status === "published")).toBe(true);
    const paged = await list("limit=2&page=1");
    expect(paged.posts).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
  });

  it("reads one post, deletes it, then answers 404", async () => {
    const post = await buildPost(context);
    expect(
      (await app.inject({ method: "GET", url: `/api/admin/blog/posts/${post.id}`, headers })).json(),
    ).toMatchObject({ id: post.id });
    expect((await app.inject({ method: "DELETE", url: `/api/admin/blog/posts/${post.id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: "DELETE", url: `/api/admin/blog/posts/${post.id}`, headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: "GET", url: `/api/admin/blog/posts/${post.id}`, headers })).statusCode).toBe(
      404,
    );
  });
});

describe("categories", () => {
  it("creates, renames and deletes a category; its posts stay without one", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/blog/categories",
      headers,
      payload: { name: "Ética y regulación" },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json<{ id: string; slug: string }>();
    expect(category.slug).toBe("etica-y-regulacion");
    const post = await buildPost(context, { categoryId: category.id });
    const renamed = await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/categories/${category.id}`,
      headers,
      payload: { name: "Ética" },
    });
    expect(renamed.json()).toMatchObject({ name: "Ética", slug: "etica-y-regulacion", postCount: 1 });
    expect(
      (await app.inject({ method: "DELETE", url: `/api/admin/blog/categories/${category.id}`, headers })).statusCode,
    ).toBe(204);
    const after = await app.inject({ method: "GET", url: `/api/admin/blog/posts/${post.id}`, headers });
    expect(after.json()).toMatchObject({ categoryId: null, category: null });
  });

  it("refuses a duplicate slug and an empty name", async () => {
    await buildCategory(context, { slug: "repetida" });
    const duplicate = await app.inject({
      method: "POST",
      url: "/api/admin/blog/categories",
      headers,
      payload: { name: "X", slug: "repetida" },
    });
    expect(duplicate.statusCode).toBe(409);
    const empty = await app.inject({
      method: "POST",
      url: "/api/admin/blog/categories",
      headers,
      payload: { name: "" },
    });
    expect(empty.statusCode).toBe(400);
  });
});
