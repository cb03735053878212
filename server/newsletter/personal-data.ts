import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsByEmail, type ExportOwner, type ExportSection } from "../db/personal-data";
import { newsletterSubscribers } from "../db/schema/index";

export const NEWSLETTER_EXPORT: ExportSection = {
  key: "newsletter",
  tables: [newsletterSubscribers],
  read: rowsByEmail(newsletterSubscribers, "email"),
};

/** The subscription goes; the totals of past sends are anonymous and stay. */
export async function eraseNewsletterSubscription(tx: Executor, owner: ExportOwner) {
  await tx.delete(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, owner.email));
}
