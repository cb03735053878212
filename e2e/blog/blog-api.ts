import { expect, type APIRequestContext } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { signInAsAdmin } from "../fixtures/api";

export interface CreatedPost {
  id: string;
  title: string;
  slug: string;
}

/** Publishes a post through the admin API; titles carry a unique suffix so tests never collide. */
export async function publishPost(
  request: APIRequestContext,
  { title, featured = false, content }: { title: string; featured?: boolean; content?: string },
): Promise<CreatedPost> {
  const token = await signInAsAdmin(request);
  const unique = `${title} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post("/api/admin/blog/posts", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: unique,
      excerpt: `Resumen de ${unique}.`,
      content: content ?? `## Introducción\n\nUn artículo de prueba sobre **${unique}**.\n\n- Primero\n- Segundo`,
      featured,
      published: true,
    },
  });
  if (!response.ok()) throw new Error(`creating a post failed: ${response.status()} ${await response.text()}`);
  const post = (await response.json()) as CreatedPost;
  return post;
}

/** Approves the pending comment whose content is `content`, as the admin (moderation API). */
export async function approveComment(request: APIRequestContext, content: string): Promise<void> {
  const token = await signInAsAdmin(request);
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get("/api/admin/comments?status=pending&limit=100", { headers });
  const body = (await list.json()) as { comments: { id: string; content: string }[] };
  const comment = body.comments.find((candidate) => candidate.content === content);
  if (!comment) throw new Error(`no pending comment "${content}"`);
  const response = await request.patch(`/api/admin/comments/${comment.id}`, { headers, data: { status: "approved" } });
  if (!response.ok()) throw new Error(`approving failed: ${response.status()}`);
}

/** Browser sign-ins count as devices, so a browser journey makes its own admin instead of using the shared one. */
export async function createAdmin(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = await createConfirmedUser(request);
  const headers = { authorization: `Bearer ${await signInAsAdmin(request)}` };
  const found = await request.get(`/api/admin/users?query=${encodeURIComponent(account.email)}`, { headers });
  const { users } = (await found.json()) as { users: { id: string }[] };
  const id = users[0]?.id ?? "";
  const promoted = await request.patch(`/api/admin/users/${id}`, { headers, data: { is_admin: true } });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  return account;
}
