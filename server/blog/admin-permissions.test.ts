import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";

const { app, context } = await createTestApp();
const user = await buildUser(context);
const { authorization } = await signInAs(context, user);
const ID = "00000000-0000-4000-8000-000000000000";

/** Every admin endpoint of the blog, comments, newsletter, contact and file store. */
const ADMIN_ENDPOINTS: [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object][] = [
  ["GET", "/api/admin/blog/posts"],
  ["POST", "/api/admin/blog/posts", { title: "x" }],
  ["GET", `/api/admin/blog/posts/${ID}`],
  ["PATCH", `/api/admin/blog/posts/${ID}`, { title: "x" }],
  ["DELETE", `/api/admin/blog/posts/${ID}`],
  ["GET", "/api/admin/blog/slug?title=x"],
  ["GET", "/api/admin/blog/categories"],
  ["POST", "/api/admin/blog/categories", { name: "x" }],
  ["PATCH", `/api/admin/blog/categories/${ID}`, { name: "x" }],
  ["DELETE", `/api/admin/blog/categories/${ID}`],
  ["GET", "/api/admin/comments"],
  ["PATCH", `/api/admin/comments/${ID}`, { status: "approved" }],
  ["DELETE", `/api/admin/comments/${ID}`],
  ["POST", "/api/admin/comments/bulk", { ids: [ID], action: "delete" }],
  ["GET", "/api/admin/newsletter/subscribers"],
  ["GET", "/api/admin/newsletter/subscribers.csv"],
  ["GET", "/api/admin/newsletter/sends"],
  ["GET", `/api/admin/newsletter/sends/${ID}`],
  ["POST", "/api/admin/newsletter/sends", { postId: ID }],
  ["GET", "/api/admin/contact"],
  ["PATCH", `/api/admin/contact/${ID}`, { read: true }],
  ["DELETE", `/api/admin/contact/${ID}`],
  ["POST", "/api/admin/uploads", {}],
];

describe("admin endpoints", () => {
  it.each(ADMIN_ENDPOINTS)("%s %s answers 401 to visitors and 403 to signed-in non-admins", async (method, url, payload) => {
    const visitor = await app.inject({ method, url, payload });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { code: "unauthenticated" } });
    const member = await app.inject({ method, url, payload, headers: { authorization } });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it("refuses before validating, so an invalid body still answers 401/403", async () => {
    const response = await app.inject({ method: "POST", url: "/api/admin/blog/posts", payload: { title: "" }, headers: { authorization } });
    expect(response.statusCode).toBe(403);
  });
});
