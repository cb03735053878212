import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { assistants, chatConversations, chatMessages } from "../db/schema/index";

type Db = Database["db"];
export type AssistantRow = typeof assistants.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findPublishedAssistants(db: Db): Promise<AssistantRow[]> {
  return db
    .select()
    .from(assistants)
    .where(eq(assistants.published, true))
    .orderBy(asc(assistants.sortOrder), asc(assistants.name));
}

export async function findPublishedAssistant(db: Db, slug: string): Promise<AssistantRow | undefined> {
  const [row] = await db
    .select()
    .from(assistants)
    .where(and(eq(assistants.slug, slug), eq(assistants.published, true)))
    .limit(1);
  return row;
}

export async function findConversations(db: Db, userId: string, assistantId: string): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.assistantId, assistantId)))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(200);
}

/** The user's own conversation, or undefined (someone else's is as good as missing). */
export async function findOwnConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ conversation: chatConversations, assistantSlug: assistants.slug })
    .from(chatConversations)
    .innerJoin(assistants, eq(assistants.id, chatConversations.assistantId))
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  return row;
}

export async function insertConversation(
  db: Executor,
  values: typeof chatConversations.$inferInsert,
): Promise<ConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) throw new Error("conversation insert returned nothing");
  return row;
}

export async function renameConversation(db: Db, userId: string, id: string, title: string) {
  const [row] = await db
    .update(chatConversations)
    .set({ title })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .returning();
  return row;
}

export async function findMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The last `turns` messages, oldest first: what the model sees of the conversation. */
export async function findRecentMessages(db: Executor, conversationId: string, turns: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(turns);
  return rows.reverse();
}

export async function insertMessage(db: Executor, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error("message insert returned nothing");
  await db
    .update(chatConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(chatConversations.id, values.conversationId));
  return row;
}

/** An edited message keeps its place in the conversation; only its text changes. */
export async function updateMessageContent(db: Executor, id: string, content: string): Promise<void> {
  await db.update(chatMessages).set({ content }).where(eq(chatMessages.id, id));
}

/** Removes answers that a regenerated or edited turn replaces. */
export async function deleteMessages(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(chatMessages).where(inArray(chatMessages.id, ids));
}
