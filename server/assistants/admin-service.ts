import { asc, desc, eq, gte, sql } from "drizzle-orm";
import {
  ASSISTANT_CATEGORIES,
  ASSISTANT_ICONS,
  ASSISTANT_TIERS,
  type TAdminAssistant,
  type TAssistantInput,
  type TAssistantUsageRow,
} from "../../contracts/assistants";
import type { AppContext } from "../context";
import { aiQueryLog, assistants } from "../db/schema/index";
import { AppError, notFound } from "../core/errors";
import { madridDay } from "../ai/madrid-day";
import type { AssistantRow } from "./store";
import { BLOG_CACHE, ASSISTANTS_CACHE } from "../cache/namespaces";

export async function listAdminAssistants(context: AppContext): Promise<TAdminAssistant[]> {
  const rows = await context.database.db
    .select()
    .from(assistants)
    .orderBy(asc(assistants.sortOrder), asc(assistants.name));
  return rows.map(toAdminAssistant);
}

export async function createAssistant(context: AppContext, input: TAssistantInput): Promise<TAdminAssistant> {
  const [row] = await context.database.db.insert(assistants).values(toColumns(input)).onConflictDoNothing().returning();
  if (!row) throw slugTaken();
  await invalidate(context);
  return toAdminAssistant(row);
}

export async function updateAssistant(
  context: AppContext,
  id: string,
  input: Partial<TAssistantInput>,
): Promise<TAdminAssistant> {
  const { db } = context.database;
  if (input.slug) {
    const [other] = await db.select({ id: assistants.id }).from(assistants).where(eq(assistants.slug, input.slug));
    if (other && other.id !== id) throw slugTaken();
  }
  const [row] = await db
    .update(assistants)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(assistants.id, id))
    .returning();
  if (!row) throw notFound("Assistant not found");
  await invalidate(context);
  return toAdminAssistant(row);
}

export async function deleteAssistant(context: AppContext, id: string): Promise<void> {
  const rows = await context.database.db
    .delete(assistants)
    .where(eq(assistants.id, id))
    .returning({ id: assistants.id });
  if (rows.length === 0) throw notFound("Assistant not found");
  await invalidate(context);
}

/** Queries per assistant per Madrid day over the last `days` days, newest first, with tokens when reported. */
export async function readUsageReport(
  context: AppContext,
  days: number,
  now = new Date(),
): Promise<TAssistantUsageRow[]> {
  const since = madridDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
  const rows = await context.database.db
    .select({
      day: aiQueryLog.day,
      assistantSlug: assistants.slug,
      assistantName: assistants.name,
      queries: sql<number>`count(*)::int`,
      failed: sql<number>`count(*) filter (where ${aiQueryLog.failed})::int`,
      inputTokens: sql<number | null>`sum(${aiQueryLog.inputTokens})::int`,
      outputTokens: sql<number | null>`sum(${aiQueryLog.outputTokens})::int`,
    })
    .from(aiQueryLog)
    .leftJoin(assistants, eq(assistants.id, aiQueryLog.assistantId))
    .where(gte(aiQueryLog.day, since))
    .groupBy(aiQueryLog.day, assistants.slug, assistants.name)
    .orderBy(desc(aiQueryLog.day), asc(assistants.name));
  return rows;
}

/** The portfolio, catalogue, landings and sitemap (kept in the blog's cache) all read assistants. */
async function invalidate(context: AppContext): Promise<void> {
  await context.cache.invalidate(ASSISTANTS_CACHE);
  await context.cache.invalidate(BLOG_CACHE);
}

function slugTaken(): AppError {
  return new AppError(409, "slug_taken", "Another assistant has that slug");
}

function toColumns(input: Partial<TAssistantInput>) {
  const { translations, model, ...rest } = input;
  return {
    ...rest,
    ...(model !== undefined ? { model: model || null } : {}),
    ...(translations !== undefined
      ? { translations: Object.fromEntries(Object.entries(translations).filter(([, value]) => value !== undefined)) }
      : {}),
  } as Partial<typeof assistants.$inferInsert> & { name: string; slug: string; category: string; systemPrompt: string };
}

function toAdminAssistant(row: AssistantRow): TAdminAssistant {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    icon: (ASSISTANT_ICONS as readonly string[]).includes(row.icon)
      ? (row.icon as TAdminAssistant["icon"])
      : "sparkles",
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    category: (ASSISTANT_CATEGORIES as readonly string[]).includes(row.category)
      ? (row.category as TAdminAssistant["category"])
      : "productivity",
    // Premium opens every assistant (ASSISTANT_TIERS): an older row kept for enterprise reads as premium.
    requiredTier: ASSISTANT_TIERS.find((tier) => tier === row.requiredTier) ?? "premium",
    systemPrompt: row.systemPrompt,
    model: row.model,
    temperature: row.temperature,
    examplePrompts: row.examplePrompts,
    translations: { ca: row.translations.ca, en: row.translations.en },
    published: row.published,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}
