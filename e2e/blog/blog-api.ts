import type { APIRequestContext } from "@playwright/test";
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
