import { createHash, createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMENT_AUTHOR_TOKEN_HEADER, ZCommentListSchema, ZCreatedCommentSchema } from "../../contracts/comments";
import { buildPost } from "../blog/factories";
import { blogComments } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";

const { app, context } = await createTestApp();
const { db } = context.database;
const admin = await buildAdmin(context);
const { authorization } = await signInAs(context, admin);

let ipCounter = 0;
/** Each call looks like a new visitor, so the per-IP limit only bites where a test wants it. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const postComment = (slug: string, payload: Record<string, unknown>, token?: string, ip = nextIp()) =>
  app.inject({
    method: "POST",
    url: `/api/blog/posts/${slug}/comments`,
    payload,
    remoteAddress: ip,
    headers: token ? { [COMMENT_AUTHOR_TOKEN_HEADER]: token } : {},
  });
const listComments = async (slug: string, token?: string) =>
  ZCommentListSchema.parse(
    (
      await app.inject({
        method: "GET",
        url: `/api/blog/posts/${slug}/comments`,
        headers: token ? { [COMMENT_AUTHOR_TOKEN_HEADER]: token } : {},
      })
    ).json(),
  );
const moderate = (id: string, status: "approved" | "rejected") =>
  app.inject({ method: "PATCH", url: `/api/admin/comments/${id}`, headers: { authorization }, payload: { status } });

const valid = { name: "Lucía", email: "Lucia@Example.com", content: "¡Muy útil, gracias!" };

describe("posting and moderating comments", () => {
  it("keeps a new comment pending, visible only to its author's browser, then approved for all", async () => {
    const post = await buildPost(context);
    const created = await postComment(post.slug, valid);
    expect(created.statusCode).toBe(201);
    const { comment, authorToken } = ZCreatedCommentSchema.parse(created.json());
    expect(comment.status).toBe("pending");
    expect(JSON.stringify(created.json())).not.toContain("example.com");

    expect((await listComments(post.slug)).comments).toEqual([]);
    const own = await listComments(post.slug, authorToken);
    expect(own.comments.map((item) => [item.id, item.status])).toEqual([[comment.id, "pending"]]);
    expect((await listComments(post.slug, "x".repeat(43))).comments).toEqual([]);

    expect((await moderate(comment.id, "approved")).json()).toMatchObject({
      status: "approved",
      email: "lucia@example.com",
    });
    const visible = await listComments(post.slug);
    expect(visible.total).toBe(1);
    expect(visible.comments[0]).toMatchObject({ id: comment.id, status: "approved", name: "Lucía" });
    expect(JSON.stringify(visible)).not.toContain("@");
  });

  it("reuses the browser's token and hides rejected comments from everyone", async () => {
    const post = await buildPost(context);
    const first = ZCreatedCommentSchema.parse((await postComment(post.slug, valid)).json());
    const second = ZCreatedCommentSchema.parse((await postComment(post.slug, valid, first.authorToken)).json());
    expect(second.authorToken).toBe(first.authorToken);
    await moderate(second.comment.id, "rejected");
    const own = await listComments(post.slug, first.authorToken);
    expect(own.comments.map((item) => item.id)).toEqual([first.comment.id]);
  });

  it("threads replies one level deep, oldest first, under their parent", async () => {
    const post = await buildPost(context);
    const parent = ZCreatedCommentSchema.parse(
      (await postComment(post.slug, { ...valid, content: "Primero" })).json(),
    ).comment;
    await moderate(parent.id, "approved");
    const reply = ZCreatedCommentSchema.parse(
      (await postComment(post.slug, { ...valid, content: "Respuesta", parentId: parent.id })).json(),
    ).comment;
    await moderate(reply.id, "approved");
    const nested = ZCreatedCommentSchema.parse(
      (await postComment(post.slug, { ...valid, content: "Respuesta a respuesta", parentId: reply.id })).json(),
    ).comment;
    expect(nested.parentId).toBe(parent.id);
    await moderate(nested.id, "approved");
    const later = ZCreatedCommentSchema.parse(
      (await postComment(post.slug, { ...valid, content: "Segundo" })).json(),
    ).comment;
    await moderate(later.id, "approved");

    const list = await listComments(post.slug);
    expect(list.total).toBe(4);
    expect(list.comments.map((item) => item.content)).toEqual(["Primero", "Segundo"]);
    expect(list.comments[0]?.replies.map((item) => item.content)).toEqual(["Respuesta", "Respuesta a respuesta"]);
  });

  it("refuses a reply to a comment of another post or a pending one", async () => {
    const post = await buildPost(context);
    const other = await buildPost(context);
    const foreign = ZCreatedCommentSchema.parse((await postComment(other.slug, valid)).json()).comment;
    await moderate(foreign.id, "approved");
    const pending = ZCreatedCommentSchema.parse((await postComment(post.slug, valid)).json()).comment;
    for (const parentId of [foreign.id, pending.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await postComment(post.slug, { ...valid, parentId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_failed", details: [{ path: "/parentId" }] } });
    }
  });

  it("silently drops a comment whose honeypot is filled", async () => {
    const post = await buildPost(context);
    const response = await postComment(post.slug, { ...valid, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(await db.select().from(blogComments).where(eq(blogComments.postId, post.id))).toEqual([]);
  });
});

describe("comment validation and limits", () => {
  it.each([
    ["an empty name", { ...valid, name: " " }, "/name"],
    ["a long name", { ...valid, name: "n".repeat(81) }, "/name"],
    ["a bad e-mail", { ...valid, email: "no-arroba" }, "/email"],
    ["an empty comment", { ...valid, content: "   " }, "/content"],
    ["a comment over 2000 characters", { ...valid, content: "x".repeat(2001) }, "/content"],
    ["a bad parent id", { ...valid, parentId: "1" }, "/parentId"],
  ])("answers 400 for %s", async (_name, payload, path) => {
    const post = await buildPost(context);
    const response = await postComment(post.slug, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { details: { path: string }[] } }>();
    expect(body.error.details.map((detail) => detail.path)).toContain(path);
  });

  it("accepts exactly 2000 characters", async () => {
    const post = await buildPost(context);
    expect((await postComment(post.slug, { ...valid, content: "x".repeat(2000) })).statusCode).toBe(201);
  });

  it("answers 404 on an unknown or unpublished post", async () => {
    const draft = await buildPost(context, { published: false });
    expect((await postComment("no-existe", valid)).statusCode).toBe(404);
    expect((await postComment(draft.slug, valid)).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/blog/posts/${draft.slug}/comments` })).statusCode).toBe(404);
  });

  it("limits comments per IP with 429 and Retry-After", async () => {
    const post = await buildPost(context);
    const ip = "10.9.9.9";
    for (let index = 0; index < 5; index += 1)
      expect((await postComment(post.slug, valid, undefined, ip)).statusCode).toBe(201);
    const limited = await postComment(post.slug, valid, undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("stores the commenter's IP only as a keyed hash that a table of every address cannot reverse", async () => {
    const post = await buildPost(context);
    const response = await postComment(post.slug, valid, undefined, "10.8.8.8");
    const id = response.json<{ comment: { id: string } }>().comment.id;
    const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id));
    const plain = createHash("sha256").update("comment-ip:10.8.8.8").digest("hex");
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ipHash).not.toBe(plain);
    expect(row?.ipHash).toBe(createHmac("sha256", context.hashKey).update("comment-ip:10.8.8.8").digest("hex"));
  });
});
