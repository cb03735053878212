import { describe, expect, it } from "vitest";
import { ZAdminCommentListSchema } from "../../contracts/comments";
import { buildPost } from "../blog/factories";
import { blogComments } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";

const { app, context } = await createTestApp();
const admin = await buildAdmin(context);
const headers = { authorization: (await signInAs(context, admin)).authorization };

async function buildComment(postId: string, overrides: Partial<typeof blogComments.$inferInsert> = {}) {
  const [row] = await context.database.db
    .insert(blogComments)
    .values({ postId, name: "Ana", email: "ana@example.com", content: "Comentario", ...overrides })
    .returning();
  if (!row) throw new Error("comment insert returned nothing");
  return row;
}

const list = async (query = "") =>
  ZAdminCommentListSchema.parse(
    (await app.inject({ method: "GET", url: `/api/admin/comments?${query}`, headers })).json(),
  );

describe("moderation queue", () => {
  it("lists pending comments newest first with the post and the e-mail", async () => {
    const post = await buildPost(context, { title: "Sobre IA" });
    const older = await buildComment(post.id, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await buildComment(post.id);
    await buildComment(post.id, { status: "approved" });
    const queue = await list(`postId=${post.id}`);
    expect(queue.comments.map((comment) => comment.id)).toEqual([newer.id, older.id]);
    expect(queue.comments[0]).toMatchObject({ postTitle: "Sobre IA", postSlug: post.slug, email: "ana@example.com" });
    expect(queue.pendingTotal).toBeGreaterThanOrEqual(2);
    expect((await list(`status=all&postId=${post.id}`)).total).toBe(3);
  });

  it("approves, rejects and deletes in bulk", async () => {
    const post = await buildPost(context);
    const [a, b, c] = [await buildComment(post.id), await buildComment(post.id), await buildComment(post.id)];
    if (!a || !b || !c) throw new Error("setup");
    const bulk = (ids: string[], action: string) =>
      app.inject({ method: "POST", url: "/api/admin/comments/bulk", headers, payload: { ids, action } });
    expect((await bulk([a.id, b.id], "approve")).json()).toEqual({ updated: 2 });
    expect((await bulk([c.id], "reject")).json()).toEqual({ updated: 1 });
    expect((await list(`status=approved&postId=${post.id}`)).total).toBe(2);
    expect((await bulk([a.id, b.id, c.id], "delete")).json()).toEqual({ updated: 3 });
    expect((await list(`status=all&postId=${post.id}`)).total).toBe(0);
    expect((await bulk([], "delete")).statusCode).toBe(400);
    expect((await bulk([a.id], "publish")).statusCode).toBe(400);
  });

  it("deletes a comment with its replies and answers 404 afterwards", async () => {
    const post = await buildPost(context);
    const parent = await buildComment(post.id, { status: "approved" });
    await buildComment(post.id, { parentId: parent.id, status: "approved" });
    expect((await app.inject({ method: "DELETE", url: `/api/admin/comments/${parent.id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await list(`status=all&postId=${post.id}`)).total).toBe(0);
    expect((await app.inject({ method: "DELETE", url: `/api/admin/comments/${parent.id}`, headers })).statusCode).toBe(
      404,
    );
    const missing = await app.inject({
      method: "PATCH",
      url: `/api/admin/comments/${parent.id}`,
      headers,
      payload: { status: "approved" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses an unknown moderation state", async () => {
    const post = await buildPost(context);
    const comment = await buildComment(post.id);
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/comments/${comment.id}`,
      headers,
      payload: { status: "deleted" },
    });
    expect(response.statusCode).toBe(400);
  });
});
