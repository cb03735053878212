import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import { chatAttachments, chatConversations, chatMessages } from "../db/schema/index";
import { scheduleTask } from "../db/scheduled-task";
import { createAttachmentStore } from "./attachments";

const HOUR_MS = 60 * 60 * 1000;
/** An attachment no message took within this long is swept, rows and bytes. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * HOUR_MS;
const SWEEP_TASK = "sweep-unsent-attachments";

/**
 * Removes the files of deleted rows from the store (disk or S3). The rows are gone first, so a
 * failure here leaves an unreachable file, never a row without its file; failures are logged.
 */
export async function removeAttachmentFiles(context: AppContext, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const store = createAttachmentStore(context);
  for (const key of keys) {
    await store.remove(key).catch((error: unknown) => {
      context.log.error({ err: error, key }, "a chat attachment's file could not be removed");
    });
  }
}

/** Deletes a conversation of the user's, its messages and their attachments; answers the file keys. */
export async function deleteConversationRows(
  tx: Executor,
  userId: string,
  conversationId: string,
): Promise<string[] | undefined> {
  const attachments = await tx
    .select({ id: chatAttachments.id, storageKey: chatAttachments.storageKey })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatAttachments.userId, userId)));
  const [conversation] = await tx
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, conversationId), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  if (!conversation) return undefined;
  if (attachments.length > 0) {
    await tx.delete(chatAttachments).where(
      inArray(
        chatAttachments.id,
        attachments.map((row) => row.id),
      ),
    );
  }
  return attachments.map((row) => row.storageKey);
}

/** Every file key of the user's attachments (for the account's deletion). */
export async function listUserAttachmentKeys(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: chatAttachments.storageKey })
    .from(chatAttachments)
    .where(eq(chatAttachments.userId, userId));
  return rows.map((row) => row.storageKey);
}

/**
 * Attachments uploaded but never sent (or loose after their message was deleted by an edit)
 * for longer than a day: rows deleted, then their files. Answers how many went.
 */
export async function sweepUnsentAttachments(context: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSENT_ATTACHMENT_TTL_MS);
  const rows = await context.database.db
    .delete(chatAttachments)
    .where(and(isNull(chatAttachments.messageId), lt(chatAttachments.createdAt, cutoff)))
    .returning({ storageKey: chatAttachments.storageKey });
  await removeAttachmentFiles(
    context,
    rows.map((row) => row.storageKey),
  );
  return rows.length;
}

const running = new WeakMap<AppContext, { stop: () => Promise<void> }>();

/** Hourly across every instance (server/db/scheduled-task.ts). */
export function startAttachmentSweep(context: AppContext): void {
  if (running.has(context)) return;
  const task = scheduleTask(context.database.db, context.log, {
    name: SWEEP_TASK,
    intervalMs: HOUR_MS,
    checkEveryMs: 15 * 60 * 1000,
    work: async () => {
      const swept = await sweepUnsentAttachments(context);
      if (swept > 0) context.log.info({ swept }, "unsent chat attachments swept");
    },
  });
  running.set(context, task);
}

export async function stopAttachmentSweep(context: AppContext): Promise<void> {
  await running.get(context)?.stop();
  running.delete(context);
}
