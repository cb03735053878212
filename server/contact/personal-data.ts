import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rowsByEmail, type ExportOwner, type ExportSection } from "../db/personal-data";
import { contactMessages } from "../db/schema/index";

export const CONTACT_EXPORT: ExportSection = {
  key: "contact_messages",
  tables: [contactMessages],
  read: rowsByEmail(contactMessages, "email", "createdAt"),
};

export async function eraseContactMessages(tx: Executor, owner: ExportOwner) {
  await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, owner.email));
}
