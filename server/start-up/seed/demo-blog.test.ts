import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ZBlogHomeSchema, ZPostDetailSchema } from "../../../contracts/blog";
import { ZCommentListSchema } from "../../../contracts/comments";
import { createTestApp } from "../../test/app";
import { uploadedFiles } from "../../db/schema/index";
import { DEMO_CATEGORIES, DEMO_POSTS, seedDemoBlog } from "./demo-blog";

const dataDir = `/tmp/platform-demo-blog-test-${process.pid}`;
const { app, context } = await createTestApp({ SEED_DEMO_CONTENT: "true", DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("demo blog seed", () => {
  it("writes 6+ categories and 14+ real articles of 300+ words, two featured, with varied dates", () => {
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_POSTS.length).toBeGreaterThanOrEqual(14);
    for (const post of DEMO_POSTS) {
      const words = post.content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(300);
      expect(DEMO_CATEGORIES.map((category) => category.slug)).toContain(post.category);
    }
    expect(DEMO_POSTS.filter((post) => post.featured)).toHaveLength(2);
    expect(new Set(DEMO_POSTS.map((post) => post.daysAgo)).size).toBe(DEMO_POSTS.length);
    expect(new Set(DEMO_POSTS.map((post) => post.slug)).size).toBe(DEMO_POSTS.length);
  });

  // Drawing 14 covers with sharp takes seconds, more on a loaded machine.
  it("seeds an empty database once, then leaves it alone", { timeout: 120_000 }, async () => {
    expect(await seedDemoBlog(context)).toBe(true);
    expect(await seedDemoBlog(context)).toBe(false);
    const home = ZBlogHomeSchema.parse((await app.inject({ method: "GET", url: "/api/blog/home" })).json());
    expect(home.featured?.slug).toBe("como-empezar-con-ia-generativa-en-tu-despacho");
    expect(home.posts).toHaveLength(8);
    expect(home.categories.map((category) => category.name)).toEqual([
      "Derecho",
      "Educación",
      "Ética y regulación",
      "Finanzas",
      "Marketing",
    ]);
    const post = ZPostDetailSchema.parse(
      (await app.inject({ method: "GET", url: "/api/blog/posts/reglamento-europeo-de-ia-explicado" })).json(),
    );
    expect(post.readTime).toBeGreaterThanOrEqual(2);
    const comments = ZCommentListSchema.parse(
      (
        await app.inject({
          method: "GET",
          url: "/api/blog/posts/como-empezar-con-ia-generativa-en-tu-despacho/comments",
        })
      ).json(),
    );
    expect(comments.total).toBe(3);
    expect(comments.comments[0]?.replies).toHaveLength(1);
  });

  it("gives every demo post its own cover, stored with web sizes and served as WebP", async () => {
    const home = ZBlogHomeSchema.parse((await app.inject({ method: "GET", url: "/api/blog/home" })).json());
    const covers = [home.featured, ...home.posts].map((post) => post?.coverImageUrl);
    expect(covers.every((url) => typeof url === "string" && /^\/uploads\/blog\/.+-1600\.webp$/.test(url))).toBe(true);
    expect(new Set(covers).size).toBe(covers.length);
    // Each cover says what it shows, for screen readers.
    for (const post of [home.featured, ...home.posts])
      expect(post?.coverImageAlt, post?.slug).toMatch(/^Ilustración: .{12,}\.$/);

    const files = await context.database.db.select().from(uploadedFiles);
    expect(files).toHaveLength(DEMO_POSTS.length);
    for (const file of files) {
      expect(file).toMatchObject({ width: 1600, height: 900, purpose: "blog", ownerId: null });
      expect(file.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    }
    const served = await app.inject({ method: "GET", url: covers[0] ?? "" });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 900 });
  });
});
