import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZAdminPostSchema, ZPostDetailSchema } from "../../contracts/blog";
import { ZAdminCourseSchema, ZAdminLessonSchema, ZLessonDetailSchema } from "../../contracts/courses";
import { blogPosts, microcourseLessons } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { currentHtmlKey } from "./stored-html";

const { app, context } = await createTestApp();
const headers = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

const BODY = "# Hola\n\n[Fuera](https://openai.com) <script>window.__xss=1</script>";

async function storedPost(id: string) {
  const [row] = await context.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

describe("a post's body rendered when saved", () => {
  it("stores sanitized HTML on create and the public post carries it, without the Markdown", async () => {
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers,
      payload: { title: "Con HTML", content: BODY, published: true },
    });
    const post = ZAdminPostSchema.parse(created.json());
    const row = await storedPost(post.id);
    // The tags are dropped; what was between them stays as inert text.
    expect(row?.contentHtml).toBe(
      '<h2>Hola</h2>\n<p><a href="https://openai.com" target="_blank" rel="noopener noreferrer">Fuera</a> window.__xss=1</p>',
    );
    expect(row?.contentHtmlKey).toBe(currentHtmlKey(context.siteOrigin));

    const response = await app.inject({ url: `/api/blog/posts/${post.slug}` });
    const body = response.json<Record<string, unknown>>();
    expect(ZPostDetailSchema.parse(body).contentHtml).toBe(row?.contentHtml);
    expect(body).not.toHaveProperty("content");
    expect(JSON.stringify(body)).not.toContain("<script");
  });

  it("renders again when the body changes, and keeps the HTML when only other fields do", async () => {
    const post = ZAdminPostSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/blog/posts",
          headers,
          payload: { title: "Editada", content: "Antes", published: true },
        })
      ).json(),
    );
    await app.inject({ url: `/api/blog/posts/${post.slug}` });

    await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers,
      payload: { content: "**Después**" },
    });
    const edited = ZPostDetailSchema.parse((await app.inject({ url: `/api/blog/posts/${post.slug}` })).json());
    expect(edited.contentHtml).toBe("<p><strong>Después</strong></p>");

    await app.inject({
      method: "PATCH",
      url: `/api/admin/blog/posts/${post.id}`,
      headers,
      payload: { title: "Solo el título" },
    });
    expect((await storedPost(post.id))?.contentHtml).toBe("<p><strong>Después</strong></p>");
  });
});

describe("a lesson's body rendered when saved", () => {
  it("stores sanitized HTML on create and edit, and the learner's lesson carries it", async () => {
    const course = ZAdminCourseSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/courses",
          headers,
          payload: { title: "Curso HTML", slug: "curso-html", category: "ia", level: "beginner", status: "published" },
        })
      ).json(),
    );
    const lessonsUrl = `/api/admin/courses/${course.id}/lessons`;
    const lesson = ZAdminLessonSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: lessonsUrl,
          headers,
          payload: { title: "Uno", slug: "uno", content: BODY },
        })
      ).json(),
    );
    const [row] = await context.database.db
      .select()
      .from(microcourseLessons)
      .where(eq(microcourseLessons.id, lesson.id));
    expect(row?.contentHtml).toContain(
      '<a href="https://openai.com" target="_blank" rel="noopener noreferrer">Fuera</a>',
    );
    expect(row?.contentHtml).not.toContain("script");

    await app.inject({ method: "PATCH", url: `${lessonsUrl}/${lesson.id}`, headers, payload: { content: "- paso" } });
    const learner = { authorization: (await signInAs(context, await buildUser(context))).authorization };
    const read = await app.inject({ url: "/api/courses/curso-html/lessons/uno", headers: learner });
    expect(ZLessonDetailSchema.parse(read.json()).contentHtml).toBe("<ul>\n<li>paso</li>\n</ul>");
  });
});
