import { NEWSLETTER_BATCH_SIZE, type TNewsletterSend } from "../../contracts/newsletter";
import { findPublicPost } from "../blog/service";
import { findAdminPost } from "../blog/admin-store";
import { derivePostStatus } from "../blog/mappers";
import type { AppContext } from "../context";
import { AppError, notFound } from "../errors";
import { emailStrings, renderEmailHtml } from "./email-strings";
import { escapeHtml } from "../spa/page-meta";
import { claimDeliveries, findSends, insertSendWithDeliveries, markDelivery, updateSendProgress, type SendRow } from "./send-store";

/** Sends being worked on by this process, so a second request does not start a second loop. */
const running = new Map<string, Promise<void>>();

/**
 * Queues "send this post as a newsletter" to confirmed subscribers who have not had it yet,
 * then works through it in batches in the background (progress: GET .../sends/:id).
 */
export async function queuePostNewsletter(context: AppContext, postId: string, origin: string): Promise<TNewsletterSend> {
  const post = await findAdminPost(context.database.db, postId);
  if (!post) throw notFound("Post not found");
  if (derivePostStatus(post) !== "published") throw new AppError(409, "post_not_published", "Only a published post can be sent");
  const active = await findSends(context.database.db, { postId, statuses: ["queued", "sending"] });
  if (active.length) throw new AppError(409, "send_in_progress", "This post is already being sent");
  const { id } = await insertSendWithDeliveries(context.database.db, postId);
  void startSend(context, id, origin);
  return readSend(context, id);
}

export async function readSend(context: AppContext, id: string): Promise<TNewsletterSend> {
  const [row] = await findSends(context.database.db, { id });
  if (!row) throw notFound("Send not found");
  return toSend(row);
}

export async function listSends(context: AppContext, postId?: string): Promise<TNewsletterSend[]> {
  return (await findSends(context.database.db, { postId })).map(toSend);
}

/** Picks up sends a stopped process left unfinished (called at start-up). */
export async function resumeNewsletterSends(context: AppContext, origin: string): Promise<void> {
  for (const send of await findSends(context.database.db, { statuses: ["queued", "sending"] })) {
    void startSend(context, send.id, origin);
  }
}

/** Starts the batch loop for a send unless this process already runs it; answers when it ends. */
export function startSend(context: AppContext, sendId: string, origin: string): Promise<void> {
  const current = running.get(sendId);
  if (current) return current;
  const work = processSend(context, sendId, origin)
    .catch((error: unknown) => context.log.error({ err: error, sendId }, "newsletter send stopped"))
    .finally(() => running.delete(sendId));
  running.set(sendId, work);
  return work;
}

/** Mails every claimed recipient once; safe to run in several workers at the same time. */
export async function processSend(context: AppContext, sendId: string, origin: string): Promise<void> {
  const { db } = context.database;
  const [send] = await findSends(db, { id: sendId });
  if (!send) return;
  const post = await findPublicPost(context, await slugOf(context, send.postId));
  for (;;) {
    const batch = await claimDeliveries(db, sendId, NEWSLETTER_BATCH_SIZE);
    if (!batch.length) break;
    for (const recipient of batch) {
      if (!post || recipient.status !== "confirmed") {
        await markDelivery(db, recipient.id, "skipped");
        continue;
      }
      try {
        await context.mailer.send(buildPostEmail(post, recipient, origin));
        await markDelivery(db, recipient.id, "sent");
      } catch {
        await markDelivery(db, recipient.id, "failed");
      }
    }
    await updateSendProgress(db, sendId);
  }
  await updateSendProgress(db, sendId);
}

async function slugOf(context: AppContext, postId: string): Promise<string> {
  return (await findAdminPost(context.database.db, postId))?.slug ?? "";
}

interface PostForEmail {
  title: string;
  slug: string;
  excerpt: string;
}

function buildPostEmail(post: PostForEmail, recipient: { email: string; language: string; unsubscribe_token: string }, origin: string) {
  const strings = emailStrings(recipient.language).newsletterPost;
  const postUrl = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const unsubscribeUrl = `${origin}/api/newsletter/unsubscribe?token=${recipient.unsubscribe_token}`;
  const paragraphs = [strings.intro, post.title, post.excerpt].filter(Boolean);
  return {
    to: recipient.email,
    subject: post.title,
    text: `${paragraphs.join("\n\n")}\n\n${strings.readMore}: ${postUrl}\n\n--\n${strings.footer}\n${strings.unsubscribe}: ${unsubscribeUrl}`,
    html: renderEmailHtml({
      paragraphs,
      action: { label: strings.readMore, url: postUrl },
      footer: [escapeHtml(strings.footer), `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(strings.unsubscribe)}</a>`],
    }),
    link: unsubscribeUrl,
    template: "newsletter.post",
    secrets: [recipient.unsubscribe_token],
    // RFC 8058: mail clients show an unsubscribe button that POSTs to this URL.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function toSend(row: SendRow): TNewsletterSend {
  const status = (["queued", "sending", "sent", "failed"] as const).find((value) => value === row.status) ?? "queued";
  return {
    ...row,
    status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
