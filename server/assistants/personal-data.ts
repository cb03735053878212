import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Db, Executor } from "../db/client";
import { visibleColumns, type ExportOwner, type ExportSection } from "../db/personal-data";
import { assistants, chatAttachments, chatConversations, chatMessages } from "../db/schema/index";
import { listUserAttachmentKeys, removeAttachmentFiles } from "./attachment-cleanup";
import { createAttachmentStore } from "./attachments";

/** Where each chat file sits inside the ZIP export. */
export function attachmentZipPath(attachment: { id: string; fileName: string }): string {
  return `files/${attachment.id}-${attachment.fileName.replace(/[^\w.\- ]+/g, "_")}`;
}

async function readConversations(db: Db, owner: ExportOwner) {
  const conversations = await db
    .select({
      id: chatConversations.id,
      assistant: assistants.name,
      title: chatConversations.title,
      createdAt: chatConversations.createdAt,
      updatedAt: chatConversations.updatedAt,
    })
    .from(chatConversations)
    .innerJoin(assistants, eq(assistants.id, chatConversations.assistantId))
    .where(eq(chatConversations.userId, owner.id))
    .orderBy(asc(chatConversations.createdAt));
  const ids = conversations.map((conversation) => conversation.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select(visibleColumns(chatMessages))
          .from(chatMessages)
          .where(inArray(chatMessages.conversationId, ids))
          .orderBy(asc(chatMessages.createdAt));
  const attachments = await readAttachments(db, owner);
  return conversations.map((conversation) => ({
    ...conversation,
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        ...message,
        attachments: attachments.filter((attachment) => attachment.messageId === message.id),
      })),
  }));
}

/** Attachment metadata; the bytes are in the ZIP export under `zip_path`. */
async function readAttachments(db: Db, owner: ExportOwner) {
  const rows = await db
    .select({
      id: chatAttachments.id,
      messageId: chatAttachments.messageId,
      kind: chatAttachments.kind,
      contentType: chatAttachments.contentType,
      fileName: chatAttachments.fileName,
      size: chatAttachments.size,
      durationSeconds: chatAttachments.durationSeconds,
      createdAt: chatAttachments.createdAt,
    })
    .from(chatAttachments)
    .where(eq(chatAttachments.userId, owner.id))
    .orderBy(asc(chatAttachments.createdAt));
  return rows.map((row) => ({ ...row, zip_path: attachmentZipPath(row) }));
}

export const CONVERSATIONS_EXPORT: ExportSection[] = [
  { key: "conversations", tables: [chatConversations, chatMessages], read: readConversations },
  { key: "attachments", tables: [chatAttachments], read: readAttachments },
];

/** The owner's chat files for the ZIP export, and the private store that holds them. */
export async function chatFilesOf(context: AppContext, userId: string) {
  const rows = await context.database.db
    .select({ id: chatAttachments.id, fileName: chatAttachments.fileName, storageKey: chatAttachments.storageKey })
    .from(chatAttachments)
    .where(eq(chatAttachments.userId, userId))
    .orderBy(chatAttachments.createdAt);
  const files = rows.map((row) => ({ path: attachmentZipPath(row), storageKey: row.storageKey }));
  return { files, store: createAttachmentStore(context) };
}

/**
 * Read inside an account's deletion, before its rows go: the keys of its chat files, and what
 * removes them from the store once the deletion has committed.
 */
export async function prepareChatFileRemoval(tx: Executor, userId: string) {
  const keys = await listUserAttachmentKeys(tx, userId);
  return (context: AppContext) => removeAttachmentFiles(context, keys);
}
