import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZPostDetailSchema } from "../../contracts/blog";
import { buildPost } from "../blog/factories";
import { buildCourse } from "../courses/test-helpers";
import { blogPosts, microcourseLessons } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { renderStaleHtml } from "./render-stale-html";
import { currentHtmlKey } from "../markdown/stored-html";

const { app, context } = await createTestApp();
const { db } = context.database;

describe("rendering stored bodies at start-up", () => {
  it("renders rows saved without HTML or with another site origin, once, and serves the new HTML", async () => {
    // Factories insert rows directly, as the database held them before stored HTML existed.
    const fresh = await buildPost(context, { content: "Texto **antiguo**" });
    const moved = await buildPost(context, {
      content: `[Casa](${context.siteOrigin}/blog)`,
      contentHtml: "<p>viejo</p>",
      contentHtmlKey: "1 https://antes.example",
    });
    const { lessons } = await buildCourse(context, { tier: "free", lessons: 1 });
    const lessonId = lessons[0]?.lesson.id ?? "";
    await app.inject({ url: `/api/blog/posts/${moved.slug}` });

    expect(await renderStaleHtml(context)).toBeGreaterThanOrEqual(3);

    const [freshRow] = await db.select().from(blogPosts).where(eq(blogPosts.id, fresh.id));
    expect(freshRow).toMatchObject({
      contentHtml: "<p>Texto <strong>antiguo</strong></p>",
      contentHtmlKey: currentHtmlKey(context.siteOrigin),
    });
    expect(freshRow?.updatedAt).toEqual(fresh.updatedAt);
    const [lessonRow] = await db.select().from(microcourseLessons).where(eq(microcourseLessons.id, lessonId));
    expect(lessonRow?.contentHtml).toBe("<p>Texto de la lección 1.</p>");
    // The cached post is dropped: readers get the new rendering, its own-site link in the same tab.
    const served = ZPostDetailSchema.parse((await app.inject({ url: `/api/blog/posts/${moved.slug}` })).json());
    expect(served.contentHtml).toBe(`<p><a href="${context.siteOrigin}/blog">Casa</a></p>`);

    expect(await renderStaleHtml(context)).toBe(0);
  });
});
