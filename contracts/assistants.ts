import { z } from "zod";
import { multilineText, text } from "./text";
import { TIER_INCLUDES, TIERS, type Tier } from "./tiers";

/**
 * AI assistants. Signed in:
 *   GET    /api/assistants                      → ZAssistantCatalogueSchema (each with `locked`)
 *   GET    /api/assistants/usage                → ZAssistantUsageSchema
 *   GET    /api/assistants/:slug                → ZAssistantDetailSchema (no system prompt, ever)
 *   GET    /api/assistants/:slug/conversations  → ZConversationListSchema
 *   POST   /api/assistants/:slug/chat           ZChatRequestSchema → AI SDK UI message stream
 *          (send a message, regenerate the last answer or edit the last message)
 *   GET    /api/assistants/conversations/:id    → ZConversationDetailSchema
 *   PATCH  /api/assistants/conversations/:id    ZRenameConversationSchema → ZConversationSchema
 *   DELETE /api/assistants/conversations/:id    → 204
 *   POST   /api/assistants/attachments          multipart `file` (+ `durationSeconds`) → 201 ZAttachmentSchema
 * Public (the assistants portfolio and each assistant's landing page):
 *   GET    /api/assistants/portfolio            → ZPortfolioSchema
 *   GET    /api/assistants/portfolio/:slug      → ZPublicAssistantSchema
 */

/** A chat message holds at most 12,000 characters (docs/product.md, "Chat and content limits"). */
export const CHAT_MESSAGE_MAX = 12_000;
export const CONVERSATION_TITLE_MAX = 120;
export const ASSISTANT_NAME_MAX = 80;
export const ASSISTANT_SHORT_DESCRIPTION_MAX = 200;
export const ASSISTANT_LONG_DESCRIPTION_MAX = 4000;
export const ASSISTANT_SYSTEM_PROMPT_MAX = 20_000;
export const ASSISTANT_EXAMPLE_PROMPTS_MAX = 6;
/** At most this many earlier turns of a conversation reach the model. */
export const CHAT_HISTORY_TURNS = 40;

/** Attachments are PDF, image, audio or video of at most 20 MB (docs/product.md, "Uploads"). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "audio/mpeg",
  "audio/wav",
  "audio/ogg",
  "audio/mp4",
  "video/mp4",
  "video/webm",
] as const;
export const ATTACHMENT_KINDS = ["pdf", "image", "audio", "video"] as const;
/** Characters of one PDF's text kept at upload: enough for a long contract, not a whole library. */
export const PDF_TEXT_MAX = 60_000;
/**
 * Characters of stored PDF text one chat turn sends to the model, over every PDF in the turn's
 * context (the new message's first, then older ones, newest first); a PDF past the bound is cut
 * or only named. Two whole PDFs: without it, 40 turns of 5 PDFs each could send 6 million
 * characters with every message.
 */
export const PDF_TEXT_PER_TURN_MAX = 120_000;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Error codes of the chat besides the common ones (the first six have their own texts). */
export const CHAT_ERROR_CODES = [
  "rate_limited",
  "insufficient_credits",
  "forbidden",
  "unauthenticated",
  "daily_quota_reached",
  "upload_error",
  "message_too_long",
  "ai_not_configured",
  "provider_error",
  /** Regenerate or edit named a message that is no longer the conversation's last (409). */
  "not_last_message",
  /** An attached image's file is no longer in the store (422): nothing is spent, the attachment stays. */
  "attachment_missing",
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

export const ASSISTANT_CATEGORIES = [
  "legal",
  "marketing",
  "data",
  "hr",
  "education",
  "strategy",
  "finance",
  "productivity",
] as const;
export type AssistantCategory = (typeof ASSISTANT_CATEGORIES)[number];

/** Icons the web knows how to draw (lucide names). */
export const ASSISTANT_ICONS = [
  "scale",
  "megaphone",
  "chart",
  "users",
  "graduation",
  "compass",
  "calculator",
  "mail",
  "file-text",
  "sparkles",
] as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZAssistantSlugSchema = text().max(80).regex(SLUG_PATTERN);

export const ZAssistantTranslationSchema = z.object({
  name: text().max(ASSISTANT_NAME_MAX),
  shortDescription: multilineText().max(ASSISTANT_SHORT_DESCRIPTION_MAX),
  longDescription: multilineText().max(ASSISTANT_LONG_DESCRIPTION_MAX),
});
export const ZAssistantTranslationsSchema = z.object({
  ca: ZAssistantTranslationSchema.optional(),
  en: ZAssistantTranslationSchema.optional(),
});
export type TAssistantTranslations = z.infer<typeof ZAssistantTranslationsSchema>;

/** What anyone may read about a published assistant: never its system prompt or model. */
export const ZPublicAssistantSchema = z.object({
  slug: z.string(),
  name: z.string(),
  icon: z.enum(ASSISTANT_ICONS),
  shortDescription: z.string(),
  longDescription: z.string(),
  category: z.enum(ASSISTANT_CATEGORIES),
  requiredTier: z.enum(TIERS),
  examplePrompts: z.array(z.string()),
  translations: ZAssistantTranslationsSchema,
});
export type TPublicAssistant = z.infer<typeof ZPublicAssistantSchema>;

export const ZPortfolioSchema = z.object({ assistants: z.array(ZPublicAssistantSchema) });
export type TPortfolio = z.infer<typeof ZPortfolioSchema>;

/** A catalogue entry for the signed-in caller: `locked` when their tier does not reach it. */
export const ZAssistantDetailSchema = ZPublicAssistantSchema.extend({ locked: z.boolean() });
export type TAssistantDetail = z.infer<typeof ZAssistantDetailSchema>;

export const ZAssistantCatalogueSchema = z.object({ assistants: z.array(ZAssistantDetailSchema) });
export type TAssistantCatalogue = z.infer<typeof ZAssistantCatalogueSchema>;

export const ZAssistantUsageSchema = z.object({
  used: z.number().int(),
  /** null: unlimited (enterprise). */
  limit: z.number().int().nullable(),
  /** Next midnight in Europe/Madrid, ISO. */
  resetsAt: z.string(),
  /** False when the installation has no AI provider: AI features say so instead of failing. */
  aiConfigured: z.boolean(),
});
export type TAssistantUsage = z.infer<typeof ZAssistantUsageSchema>;

/** Attachments one message may carry, per tier: the tier table's (docs/product.md, "What each plan includes"). */
export const ATTACHMENTS_PER_MESSAGE: Record<Tier, number> = {
  free: TIER_INCLUDES.free.attachmentsPerMessage,
  basic: TIER_INCLUDES.basic.attachmentsPerMessage,
  premium: TIER_INCLUDES.premium.attachmentsPerMessage,
  enterprise: TIER_INCLUDES.enterprise.attachmentsPerMessage,
};

/**
 * Tiers an assistant may ask for: premium opens all assistants (docs/product.md, "What each plan includes"), so no
 * assistant is kept for enterprise alone.
 */
export const ASSISTANT_TIERS = ["free", "basic", "premium"] as const;

export const ZAttachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** An audio or video whose transcript the model reads (the chat marks it "transcribed"). */
  transcribed: z.boolean().optional(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

/**
 * What a chat request asks for: `send` a new message (the default), `regenerate` the answer to
 * the last message, or `edit` the last message and answer it again. Regenerate and edit name
 * the stored message (`messageId`), which must be the conversation's last user message.
 */
export const CHAT_ACTIONS = ["send", "regenerate", "edit"] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/** The browser sends only the new message; the server holds the history. */
export const ZChatRequestSchema = z
  .object({
    conversationId: z.uuid().optional(),
    action: z.enum(CHAT_ACTIONS).optional(),
    /** Send and edit. Checked against CHAT_MESSAGE_MAX by the service, which answers `message_too_long`. */
    message: multilineText().min(1).max(200_000).optional(),
    /** Regenerate and edit: the stored user message answered again. */
    messageId: z.uuid().optional(),
    /** Send only: files uploaded first (POST /api/assistants/attachments). */
    attachmentIds: z.array(z.uuid()).max(20).optional(),
  })
  .superRefine((request, issues) => {
    const action = request.action ?? "send";
    const need = (path: "conversationId" | "message" | "messageId", present: boolean) => {
      if (!present) issues.addIssue({ code: "custom", path: [path], message: `Required for ${action}` });
    };
    const forbid = (path: "message" | "messageId" | "attachmentIds", present: boolean) => {
      if (present) issues.addIssue({ code: "custom", path: [path], message: `Not allowed for ${action}` });
    };
    if (action === "send") {
      need("message", request.message !== undefined);
      forbid("messageId", request.messageId !== undefined);
      return;
    }
    need("conversationId", request.conversationId !== undefined);
    need("messageId", request.messageId !== undefined);
    forbid("attachmentIds", request.attachmentIds !== undefined);
    if (action === "edit") need("message", request.message !== undefined);
    else forbid("message", request.message !== undefined);
  });
export type TChatRequest = z.infer<typeof ZChatRequestSchema>;

/** Sent as the assistant message's metadata at the start of each answer. */
export interface TChatMessageMetadata {
  conversationId?: string;
  /** The stored id of the user message this answer replies to (what regenerate and edit name). */
  userMessageId?: string;
  /** On the user's own messages in the browser: the files they carried. */
  attachments?: TAttachment[];
}

export const ZConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

export const ZConversationListSchema = z.object({ conversations: z.array(ZConversationSchema) });
export type TConversationList = z.infer<typeof ZConversationListSchema>;

export const ZStoredMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  attachments: z.array(ZAttachmentSchema),
  createdAt: z.string(),
});
export type TStoredMessage = z.infer<typeof ZStoredMessageSchema>;

export const ZConversationDetailSchema = ZConversationSchema.extend({
  assistantSlug: z.string(),
  messages: z.array(ZStoredMessageSchema),
});
export type TConversationDetail = z.infer<typeof ZConversationDetailSchema>;

export const ZRenameConversationSchema = z.object({
  title: text().trim().min(1).max(CONVERSATION_TITLE_MAX),
});

/*
 * Back office (admin only; 401 visitors, 403 others):
 *   GET    /api/admin/assistants             → ZAdminAssistantListSchema (drafts too, with prompts)
 *   POST   /api/admin/assistants             ZAssistantInputSchema → 201 ZAdminAssistantSchema
 *   PATCH  /api/admin/assistants/:id         partial ZAssistantInputSchema → ZAdminAssistantSchema
 *   DELETE /api/admin/assistants/:id         → 204 (its conversations go with it)
 *   GET    /api/admin/assistants/usage?days= → ZAssistantUsageReportSchema
 */

/** Slugs that would collide with the API's own paths under /api/assistants/. */
export const RESERVED_ASSISTANT_SLUGS = ["portfolio", "usage", "conversations", "attachments", "articles"] as const;
export const USAGE_REPORT_MAX_DAYS = 90;

const requiredText = (max: number) => multilineText().trim().min(1).max(max);

export const ZAssistantInputSchema = z.object({
  name: text().trim().min(1).max(ASSISTANT_NAME_MAX),
  slug: ZAssistantSlugSchema.min(1).refine(
    (slug) => !(RESERVED_ASSISTANT_SLUGS as readonly string[]).includes(slug),
    "Reserved slug",
  ),
  icon: z.enum(ASSISTANT_ICONS),
  shortDescription: requiredText(ASSISTANT_SHORT_DESCRIPTION_MAX),
  longDescription: multilineText().trim().max(ASSISTANT_LONG_DESCRIPTION_MAX),
  category: z.enum(ASSISTANT_CATEGORIES),
  requiredTier: z.enum(ASSISTANT_TIERS),
  systemPrompt: requiredText(ASSISTANT_SYSTEM_PROMPT_MAX),
  /** Empty: the installation's AI_MODEL. */
  model: text().trim().max(200).nullable(),
  temperature: z.number().min(0).max(2),
  examplePrompts: z.array(requiredText(500)).max(ASSISTANT_EXAMPLE_PROMPTS_MAX),
  translations: ZAssistantTranslationsSchema,
  published: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export type TAssistantInput = z.infer<typeof ZAssistantInputSchema>;

export const ZAdminAssistantSchema = ZAssistantInputSchema.extend({
  id: z.string(),
  slug: z.string(),
  updatedAt: z.string(),
});
export type TAdminAssistant = z.infer<typeof ZAdminAssistantSchema>;
export const ZAdminAssistantListSchema = z.object({ assistants: z.array(ZAdminAssistantSchema) });

export const ZAssistantUsageRowSchema = z.object({
  day: z.string(),
  assistantSlug: z.string().nullable(),
  assistantName: z.string().nullable(),
  queries: z.number().int(),
  failed: z.number().int(),
  /** Sums of what the provider reported; null when it reported nothing. */
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
});
export type TAssistantUsageRow = z.infer<typeof ZAssistantUsageRowSchema>;
export const ZAssistantUsageReportSchema = z.object({
  days: z.number().int(),
  rows: z.array(ZAssistantUsageRowSchema),
});
export type TAssistantUsageReport = z.infer<typeof ZAssistantUsageReportSchema>;

/**
 * "Ask this article", signed in, same daily quota:
 *   POST /api/assistants/articles/:slug/chat  ZArticleQuestionSchema → AI SDK UI message stream
 * The server loads the published post's text; each question stands alone (nothing is stored
 * but the usage), so no text from the browser ever reaches the model as the article.
 */
export const ZArticleQuestionSchema = z.object({
  message: multilineText().min(1).max(200_000),
});
/** How much of an article the model reads. */
export const ARTICLE_CONTEXT_MAX = 60_000;
