import { NEWSLETTER_BATCH_SIZE, type TNewsletterSend } from "../../contracts/newsletter";
import { findPublicPost } from "../blog/service";
import { findAdminPost } from "../blog/admin-store";
import { derivePostStatus } from "../blog/mappers";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { emailStrings, renderEmailHtml } from "../email/email-strings";
import { escapeHtml } from "../core/escape";
import {
  claimDeliveries,
  findSends,
  insertSendWithDeliveries,
  markDelivery,
  releaseDeliveries,
  renewClaim,
  updateSendProgress,
  type SendRow,
} from "./send-store";

/** Sends being worked on by this process, so a second request does not start a second loop. */
const running = new Map<string, { context: AppContext; work: Promise<void> }>();
/** Apps shutting down: their loops stop after the message in hand and give the rest back. */
const draining = new WeakSet<AppContext>();
/** The periodic pick-up of unfinished sends, per app. */
const sweeps = new WeakMap<AppContext, NodeJS.Timeout>();
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Queues "send this post as a newsletter" to confirmed subscribers who have not had it yet,
 * then works through it in batches in the background (progress: GET .../sends/:id).
 */
export async function queuePostNewsletter(
  context: AppContext,
  postId: string,
  origin: string,
): Promise<TNewsletterSend> {
  const post = await findAdminPost(context.database.db, postId);
  if (!post) throw notFound("Post not found");
  if (derivePostStatus(post) !== "published")
    throw new AppError(409, "post_not_published", "Only a published post can be sent");
  const queued = await insertSendWithDeliveries(context.database.db, postId);
  if (!queued) throw new AppError(409, "send_in_progress", "This post is already being sent");
  void startSend(context, queued.id, origin);
  return readSend(context, queued.id);
}

export async function readSend(context: AppContext, id: string): Promise<TNewsletterSend> {
  const [row] = await findSends(context.database.db, { id });
  if (!row) throw notFound("Send not found");
  return toSend(row);
}

export async function listSends(context: AppContext, postId?: string): Promise<TNewsletterSend[]> {
  return (await findSends(context.database.db, { postId })).map(toSend);
}

/**
 * Picks up sends a stopped process left unfinished (called at start-up), then again every
 * minute, so recipients claimed by an instance that died are mailed once their claim is stale.
 */
export async function resumeNewsletterSends(context: AppContext, origin: string): Promise<void> {
  const resume = async () => {
    for (const send of await findSends(context.database.db, { statuses: ["queued", "sending"] })) {
      void startSend(context, send.id, origin);
    }
  };
  await resume();
  if (!sweeps.has(context)) {
    const sweep = () =>
      void resume().catch((error: unknown) => context.log.error({ err: error }, "newsletter sweep failed"));
    sweeps.set(context, setInterval(sweep, SWEEP_INTERVAL_MS).unref());
  }
}

/** Starts the batch loop for a send unless this process already runs it; answers when it ends. */
export function startSend(context: AppContext, sendId: string, origin: string): Promise<void> {
  const current = running.get(sendId);
  if (current) return current.work;
  if (draining.has(context)) return Promise.resolve();
  const work = processSend(context, sendId, origin)
    .catch((error: unknown) => context.log.error({ err: error, sendId }, "newsletter send stopped"))
    .finally(() => running.delete(sendId));
  running.set(sendId, { context, work });
  return work;
}

/**
 * On shutdown (SIGTERM closes the app): each loop finishes the message in hand, gives its other
 * claimed recipients back to the queue and stops; the next start resumes the send.
 */
export async function drainNewsletterSends(context: AppContext): Promise<void> {
  draining.add(context);
  clearInterval(sweeps.get(context));
  sweeps.delete(context);
  const mine = [...running.values()].filter((entry) => entry.context === context);
  await Promise.all(mine.map((entry) => entry.work));
}

/** Mails every claimed recipient once; safe to run in several workers at the same time. */
export async function processSend(context: AppContext, sendId: string, origin: string): Promise<void> {
  const { db } = context.database;
  const [send] = await findSends(db, { id: sendId });
  if (!send) return;
  const post = await findPublicPost(context, await slugOf(context, send.postId));
  while (!draining.has(context)) {
    const batch = await claimDeliveries(db, sendId, NEWSLETTER_BATCH_SIZE);
    if (!batch.length) break;
    for (const [index, recipient] of batch.entries()) {
      if (draining.has(context)) {
        await releaseDeliveries(db, batch.slice(index));
        break;
      }
      if (!post || recipient.status !== "confirmed") {
        await markDelivery(db, recipient, "skipped");
        continue;
      }
      // A batch slower than the stale-claim time may have been taken over: mail only what is still ours.
      const claim = await renewClaim(db, recipient);
      if (!claim) continue;
      try {
        await context.mailer.send(buildPostEmail(post, recipient, origin));
        await markDelivery(db, { id: recipient.id, claim }, "sent");
      } catch {
        await markDelivery(db, { id: recipient.id, claim }, "failed");
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

function buildPostEmail(
  post: PostForEmail,
  recipient: { email: string; language: string; unsubscribe_token: string },
  origin: string,
) {
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
      footer: [
        escapeHtml(strings.footer),
        `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(strings.unsubscribe)}</a>`,
      ],
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
