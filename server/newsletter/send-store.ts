import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, newsletterDeliveries, newsletterSends, newsletterSubscribers } from "../db/schema/index";

const sendColumns = {
  id: newsletterSends.id,
  postId: newsletterSends.postId,
  postTitle: blogPosts.title,
  status: newsletterSends.status,
  total: newsletterSends.total,
  sent: newsletterSends.sent,
  failed: newsletterSends.failed,
  createdAt: newsletterSends.createdAt,
  finishedAt: newsletterSends.finishedAt,
};
export type SendRow = Awaited<ReturnType<typeof findSends>>[number];

export async function findSends(db: Db, filter: { postId?: string; id?: string; statuses?: string[] }) {
  return db
    .select(sendColumns)
    .from(newsletterSends)
    .innerJoin(blogPosts, eq(blogPosts.id, newsletterSends.postId))
    .where(
      and(
        filter.postId ? eq(newsletterSends.postId, filter.postId) : undefined,
        filter.id ? eq(newsletterSends.id, filter.id) : undefined,
        filter.statuses ? inArray(newsletterSends.status, filter.statuses) : undefined,
      ),
    )
    .orderBy(desc(newsletterSends.createdAt));
}

/**
 * Queues a send with one delivery row per confirmed subscriber who has not received this post
 * in an earlier send, in one transaction; answers the send id and its recipient count, or
 * undefined when the post already has an unfinished send (the partial unique index decides,
 * so two requests at once cannot both pass).
 */
export async function insertSendWithDeliveries(
  db: Db,
  postId: string,
): Promise<{ id: string; total: number } | undefined> {
  return db.transaction(async (tx) => {
    const [send] = await tx
      .insert(newsletterSends)
      .values({ postId })
      .onConflictDoNothing({ target: newsletterSends.postId, where: sql`status in ('queued', 'sending')` })
      .returning({ id: newsletterSends.id });
    if (!send) return undefined;
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into ${newsletterDeliveries} (send_id, subscriber_id)
      select ${send.id}, subscriber.id from ${newsletterSubscribers} subscriber
      where subscriber.status = 'confirmed'
        and not exists (
          select 1 from ${newsletterDeliveries} earlier
          join ${newsletterSends} earlier_send on earlier_send.id = earlier.send_id
          where earlier.subscriber_id = subscriber.id and earlier_send.post_id = ${postId}
            and earlier.status in ('sent', 'sending', 'queued'))
      returning id`);
    const total = inserted.rows.length;
    await tx
      .update(newsletterSends)
      .set(total ? { total } : { total, status: "sent", finishedAt: new Date() })
      .where(eq(newsletterSends.id, send.id));
    return { id: send.id, total };
  });
}

/** A claim older than this belongs to a worker that stopped without finishing its batch. */
export const STALE_CLAIM_SECONDS = 600;

/**
 * Takes up to `limit` queued deliveries for this worker, and claims that went stale. SKIP
 * LOCKED lets several workers (or instances) share a send without two of them ever taking the
 * same recipient. Each row answers its `claim`: the claim's time to the microsecond, as text,
 * which names the holder; a worker whose claim was taken over no longer matches it.
 */
export async function claimDeliveries(db: Db, sendId: string, limit: number) {
  const result = await db.execute<{
    id: string;
    email: string;
    language: string;
    unsubscribe_token: string;
    status: string;
    claim: string;
  }>(sql`
    with claimed as (
      update ${newsletterDeliveries} set status = 'sending', claimed_at = now()
      where id in (
        select id from ${newsletterDeliveries}
        where send_id = ${sendId}
          and (status = 'queued'
            or (status = 'sending' and claimed_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})))
        order by id limit ${limit} for update skip locked)
      returning id, subscriber_id, claimed_at)
    select claimed.id, subscriber.email, subscriber.language, subscriber.unsubscribe_token, subscriber.status,
      claimed.claimed_at::text as claim
    from claimed join ${newsletterSubscribers} subscriber on subscriber.id = claimed.subscriber_id`);
  return result.rows;
}

/** One claimed delivery as its holder knows it. */
export interface HeldDelivery {
  id: string;
  claim: string;
}

/**
 * Renews the claim just before mailing, if this worker still holds it: a batch slower than
 * STALE_CLAIM_SECONDS loses only the recipients another worker took over, and the one about to
 * be mailed is not stale for the next STALE_CLAIM_SECONDS. Answers the renewed claim, or
 * undefined when the recipient is someone else's now.
 */
export async function renewClaim(db: Db, { id, claim }: HeldDelivery): Promise<string | undefined> {
  const result = await db.execute<{ claim: string }>(sql`
    update ${newsletterDeliveries} set claimed_at = clock_timestamp()
    where id = ${id} and status = 'sending' and claimed_at = ${claim}::timestamptz
    returning claimed_at::text as claim`);
  return result.rows[0]?.claim;
}

/** Records how a delivery went, only while this worker holds it; answers whether it did. */
export async function markDelivery(
  db: Db,
  { id, claim }: HeldDelivery,
  status: "sent" | "failed" | "skipped",
): Promise<boolean> {
  const marked = await db
    .update(newsletterDeliveries)
    .set({ status, sentAt: status === "sent" ? new Date() : null })
    .where(
      and(
        eq(newsletterDeliveries.id, id),
        eq(newsletterDeliveries.status, "sending"),
        sql`${newsletterDeliveries.claimedAt} = ${claim}::timestamptz`,
      ),
    )
    .returning({ id: newsletterDeliveries.id });
  return marked.length > 0;
}

/** Puts claimed deliveries back in the queue (a worker stopping before it mailed them), if still held. */
export async function releaseDeliveries(db: Db, held: HeldDelivery[]) {
  for (const { id, claim } of held) {
    await db
      .update(newsletterDeliveries)
      .set({ status: "queued", claimedAt: null })
      .where(
        and(
          eq(newsletterDeliveries.id, id),
          eq(newsletterDeliveries.status, "sending"),
          sql`${newsletterDeliveries.claimedAt} = ${claim}::timestamptz`,
        ),
      );
  }
}

/** Refreshes the progress counters; finishes the send when nothing is left queued or claimed. */
export async function updateSendProgress(db: Db, sendId: string) {
  await db.execute(sql`
    update ${newsletterSends} send set
      sent = (select count(*) from ${newsletterDeliveries} where send_id = send.id and status = 'sent'),
      failed = (select count(*) from ${newsletterDeliveries} where send_id = send.id and status in ('failed', 'skipped')),
      status = case when exists (select 1 from ${newsletterDeliveries} where send_id = send.id and status in ('queued', 'sending'))
        then 'sending' else 'sent' end,
      finished_at = case when exists (select 1 from ${newsletterDeliveries} where send_id = send.id and status in ('queued', 'sending'))
        then null else coalesce(send.finished_at, now()) end
    where send.id = ${sendId}`);
}
