import {
  ASSISTANT_CATEGORIES,
  ASSISTANT_ICONS,
  type TAssistantDetail,
  type TConversation,
  type TConversationDetail,
  type TPublicAssistant,
} from "../../contracts/assistants";
import { isTier } from "../../contracts/tiers";
import { mayUse, type AccessCaller } from "../access/policy";
import type { CurrentUser } from "../auth/current-user";
import { findMessageAttachments, toAttachment } from "./attachments";
import type { AppContext } from "../context";
import { deleteConversationRows, removeAttachmentFiles } from "./attachment-cleanup";
import { notFound } from "../core/errors";
import {
  findConversations,
  findMessages,
  findOwnConversation,
  findPublishedAssistant,
  findPublishedAssistants,
  renameConversation,
  type AssistantRow,
  type ConversationRow,
} from "./store";
import { ASSISTANTS_CACHE } from "../cache/namespaces";

/** The portfolio (public): published assistants, without system prompt or model. */
export async function listPortfolio(context: AppContext): Promise<TPublicAssistant[]> {
  return context.cache.read(ASSISTANTS_CACHE, "portfolio", async () =>
    (await findPublishedAssistants(context.database.db)).map(toPublicAssistant),
  );
}

export async function findPortfolioAssistant(context: AppContext, slug: string): Promise<TPublicAssistant | undefined> {
  return (await listPortfolio(context)).find((assistant) => assistant.slug === slug);
}

/** The catalogue for a signed-in caller: each assistant `locked` when the access policy says no. */
export async function listCatalogue(context: AppContext, caller: AccessCaller): Promise<TAssistantDetail[]> {
  return (await listPortfolio(context)).map((assistant) => ({
    ...assistant,
    locked: !mayUse(caller, { kind: "assistant", requiredTier: assistant.requiredTier }),
  }));
}

export async function findCatalogueAssistant(
  context: AppContext,
  caller: AccessCaller,
  slug: string,
): Promise<TAssistantDetail> {
  const assistant = await findPortfolioAssistant(context, slug);
  if (!assistant) throw notFound("Assistant not found");
  return { ...assistant, locked: !mayUse(caller, { kind: "assistant", requiredTier: assistant.requiredTier }) };
}

export async function readPublishedAssistant(context: AppContext, slug: string): Promise<AssistantRow> {
  const assistant = await findPublishedAssistant(context.database.db, slug);
  if (!assistant) throw notFound("Assistant not found");
  return assistant;
}

export async function listConversations(
  context: AppContext,
  user: CurrentUser,
  slug: string,
): Promise<TConversation[]> {
  const assistant = await readPublishedAssistant(context, slug);
  return (await findConversations(context.database.db, user.id, assistant.id)).map(toConversation);
}

export async function readConversation(
  context: AppContext,
  user: CurrentUser,
  id: string,
): Promise<TConversationDetail> {
  const { db } = context.database;
  const found = await findOwnConversation(db, user.id, id);
  if (!found) throw notFound("Conversation not found");
  const messages = await findMessages(db, id);
  const attachments = await findMessageAttachments(
    db,
    messages.map((message) => message.id),
  );
  return {
    ...toConversation(found.conversation),
    assistantSlug: found.assistantSlug,
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role === "assistant" ? "assistant" : "user",
      content: message.content,
      attachments: attachments.filter((row) => row.messageId === message.id).map(toAttachment),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export async function renameOwnConversation(
  context: AppContext,
  user: CurrentUser,
  id: string,
  title: string,
): Promise<TConversation> {
  const row = await renameConversation(context.database.db, user.id, id, title);
  if (!row) throw notFound("Conversation not found");
  return toConversation(row);
}

/** Deletes the conversation with its messages, its attachments' rows and their files in the store. */
export async function deleteOwnConversation(context: AppContext, user: CurrentUser, id: string): Promise<void> {
  const keys = await context.database.db.transaction((tx) => deleteConversationRows(tx, user.id, id));
  if (!keys) throw notFound("Conversation not found");
  await removeAttachmentFiles(context, keys);
}

export function toConversation(row: ConversationRow): TConversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPublicAssistant(row: AssistantRow): TPublicAssistant {
  return {
    slug: row.slug,
    name: row.name,
    icon: oneOf(ASSISTANT_ICONS, row.icon, "sparkles"),
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    category: oneOf(ASSISTANT_CATEGORIES, row.category, "productivity"),
    requiredTier: isTier(row.requiredTier) ? row.requiredTier : "premium",
    examplePrompts: row.examplePrompts,
    translations: { ca: row.translations.ca, en: row.translations.en },
  };
}

function oneOf<const T extends readonly string[]>(values: T, value: string, fallback: T[number]): T[number] {
  return values.includes(value) ? value : fallback;
}
