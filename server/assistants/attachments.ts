import path from "node:path";
import type { Readable } from "node:stream";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  type AttachmentKind,
  type TAttachment,
} from "../../contracts/assistants";
import type { Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { chatAttachments } from "../db/schema/index";
import { AppError } from "../core/errors";
import { toDisplayName } from "../files/display-name";
import type { FileStore } from "../files/file-store";
import { createLocalFileStore } from "../files/local-store";
import { CHAT_ATTACHMENTS_PREFIX } from "../files/keys";
import { prefixedStore } from "../files/prefixed-store";
import type { Executor } from "../db/client";
import { transcribeAttachment } from "./attachment-transcript";
import { readPdfText, type PdfRefusal } from "../ingest/read-document";

type Db = Database["db"];
export type AttachmentRow = typeof chatAttachments.$inferSelect;

/**
 * Chat files live outside the public uploads: on disk in DATA_DIR/chat-attachments, in a bucket
 * under private/chat-attachments/ (never served by /uploads); only their owner's chats read them.
 */
export function createAttachmentStore(context: AppContext): FileStore {
  if (context.files.kind === "s3") return prefixedStore(context.files, CHAT_ATTACHMENTS_PREFIX);
  return createLocalFileStore(path.join(context.config.DATA_DIR, "chat-attachments"), { isPrivate: true });
}

const PDF_REFUSALS: Record<PdfRefusal, string> = {
  unreadable_pdf: "The PDF could not be read",
  pdf_too_complex: "The PDF is too heavy to read: it inflates too much, needs too much memory or takes too long",
};

export function uploadError(status: number, reason: string, message: string): AppError {
  return new AppError(status, "upload_error", message, { reason });
}

interface UploadInput {
  userId: string;
  /** The plan whose attachment allowance applies (an admin's is the top one). */
  tier: Tier;
  /** The plan whose daily queries pay for hearing an audio or video. */
  quotaTier: Tier;
  stream: Readable;
  fileName: string;
  durationSeconds?: number;
}

/**
 * Stores an uploaded attachment: at most 20 MB, PDF/image/audio/video judged from the bytes; a
 * PDF's text is extracted now (in a worker, within caps: 422 `unreadable_pdf` or
 * `pdf_too_complex`) and an audio's or video's transcript heard now (attachment-transcript.ts), so
 * each chat turn only reads it. Whether the plan carries attachments at all
 * is the access policy's (the route's hook); a tier without them is refused here too.
 */
export async function storeAttachment(context: AppContext, store: FileStore, input: UploadInput): Promise<TAttachment> {
  if (ATTACHMENTS_PER_MESSAGE[input.tier] === 0) {
    input.stream.resume();
    throw uploadError(403, "not_in_plan", "Your plan does not include attachments");
  }
  const capBytes = context.config.ATTACHMENT_STORAGE_PER_USER_MB * 1024 * 1024;
  if ((await storedBytesOf(context.database.db, input.userId)) >= capBytes) {
    input.stream.resume();
    throw storageFull(context);
  }
  let saved;
  try {
    saved = await store.saveStream(input.stream, {
      folder: "chat",
      maxBytes: ATTACHMENT_MAX_BYTES,
      allowedTypes: ATTACHMENT_CONTENT_TYPES,
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 413)
      throw uploadError(413, "too_large", "Attachments are limited to 20 MB");
    if (error instanceof AppError && error.status === 415)
      throw uploadError(415, "unsupported_type", "Attach a PDF, an image, an audio or a video file");
    throw error;
  }
  // Checked again with the size known (and any upload that finished meanwhile counted).
  if ((await storedBytesOf(context.database.db, input.userId)) + saved.size > capBytes) {
    await store.remove(saved.key);
    throw storageFull(context);
  }
  const kind = kindOf(saved.contentType);
  let extractedText: string | null = null;
  if (kind === "pdf") {
    const read = await readPdfText(await store.readBuffer(saved.key));
    if ("refusal" in read) {
      await store.remove(saved.key);
      throw uploadError(422, read.refusal, PDF_REFUSALS[read.refusal]);
    }
    extractedText = read.text;
  }
  let durationSeconds = kind === "audio" || kind === "video" ? (input.durationSeconds ?? null) : null;
  if (kind === "audio" || kind === "video") {
    try {
      const heard = await transcribeAttachment(context, {
        bytes: await store.readBuffer(saved.key),
        userId: input.userId,
        quotaTier: input.quotaTier,
      });
      extractedText = heard.text;
      durationSeconds = heard.durationSeconds;
    } catch (error) {
      await store.remove(saved.key);
      throw error;
    }
  }
  const [row] = await context.database.db
    .insert(chatAttachments)
    .values({
      userId: input.userId,
      kind,
      contentType: saved.contentType,
      fileName: toDisplayName(input.fileName, "archivo"),
      size: saved.size,
      storageKey: saved.key,
      extractedText,
      durationSeconds,
    })
    .returning();
  if (!row) throw new Error("attachment insert returned nothing");
  return toAttachment(row);
}

/** What the user's attachments weigh in the store, sent or not. */
async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${chatAttachments.size}), 0)` })
    .from(chatAttachments)
    .where(eq(chatAttachments.userId, userId));
  return Number(row?.bytes ?? 0);
}

function storageFull(context: AppContext): AppError {
  const capMb = context.config.ATTACHMENT_STORAGE_PER_USER_MB;
  return new AppError(413, "upload_error", `Your attachments have reached the ${capMb} MB storage limit`, {
    reason: "storage_full",
    capMb,
  });
}

function kindOf(contentType: string): AttachmentKind {
  if (contentType === "application/pdf") return "pdf";
  if (contentType.startsWith("image/")) return "image";
  if (contentType.startsWith("audio/")) return "audio";
  return "video";
}

/**
 * The unused attachments of `ids`, all owned by the user, within the tier's per-message count;
 * anything else is an `upload_error`.
 */
export async function claimableAttachments(
  db: Db,
  userId: string,
  tier: Tier,
  ids: string[],
): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  const allowed = ATTACHMENTS_PER_MESSAGE[tier];
  if (allowed === 0) throw uploadError(403, "not_in_plan", "Your plan does not include attachments");
  const unique = [...new Set(ids)];
  if (unique.length > allowed)
    throw uploadError(400, "too_many", `Your plan allows ${allowed} attachment(s) per message`);
  const rows = await db
    .select()
    .from(chatAttachments)
    .where(
      and(inArray(chatAttachments.id, unique), eq(chatAttachments.userId, userId), isNull(chatAttachments.messageId)),
    );
  if (rows.length !== unique.length)
    throw uploadError(400, "unknown_attachment", "An attachment is missing or already used");
  return rows;
}

export async function linkAttachments(db: Executor, rows: AttachmentRow[], messageId: string): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(chatAttachments)
    .set({ messageId })
    .where(
      inArray(
        chatAttachments.id,
        rows.map((row) => row.id),
      ),
    );
}

export async function findMessageAttachments(db: Db, messageIds: string[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db.select().from(chatAttachments).where(inArray(chatAttachments.messageId, messageIds));
}

export function toAttachment(row: AttachmentRow): TAttachment {
  return {
    id: row.id,
    kind: kindOf(row.contentType),
    fileName: row.fileName,
    size: row.size,
    contentType: row.contentType,
    transcribed: (row.kind === "audio" || row.kind === "video") && row.extractedText !== null,
  };
}
