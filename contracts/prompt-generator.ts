import { z } from "zod";
import { jsonMultilineText as multilineText, jsonText as text } from "./text";

/**
 * The prompt generator: the fields a user fills in, the favourites kept per user and
 * the "improve with AI" call. Option ids are language-independent; their texts live with the web content.
 */
export const PROMPT_FORMATS = ["free", "bullets", "table", "steps", "email", "report"] as const;
export const PROMPT_TONES = ["professional", "friendly", "formal", "persuasive", "didactic"] as const;
export const PROMPT_LENGTHS = ["short", "medium", "long"] as const;

export const PROMPT_FIELD_MAX = 4000;
export const PROMPT_TITLE_MAX = 120;
export const PROMPT_MAX = 20_000;
/** Favourites one user may keep. */
export const PROMPT_FAVOURITES_MAX = 200;

const ZField = multilineText().max(PROMPT_FIELD_MAX);

export const ZPromptFieldsSchema = z.strictObject({
  role: ZField,
  task: ZField.refine((value) => value.trim() !== "", { message: "The task is required" }),
  context: ZField,
  audience: ZField,
  format: z.enum(PROMPT_FORMATS),
  tone: z.enum(PROMPT_TONES),
  length: z.enum(PROMPT_LENGTHS),
  examples: ZField,
});
export type TPromptFields = z.infer<typeof ZPromptFieldsSchema>;

/** POST /api/ai-apps/prompt-favourites → 201 favourite. */
export const ZSavePromptFavouriteSchema = z.strictObject({
  title: text().trim().min(1).max(PROMPT_TITLE_MAX),
  fields: ZPromptFieldsSchema,
  prompt: multilineText().trim().min(1).max(PROMPT_MAX),
});
export type TSavePromptFavourite = z.infer<typeof ZSavePromptFavouriteSchema>;

export const ZPromptFavouriteSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  fields: ZPromptFieldsSchema,
  prompt: z.string(),
  createdAt: z.string(),
});
export type TPromptFavourite = z.infer<typeof ZPromptFavouriteSchema>;

/** GET /api/ai-apps/prompt-favourites: newest first. */
export const ZPromptFavouriteListSchema = z.object({ favourites: z.array(ZPromptFavouriteSchema) });
export type TPromptFavouriteList = z.infer<typeof ZPromptFavouriteListSchema>;

export const AI_LANGUAGES = ["es", "ca", "en"] as const;

/** POST /api/ai-apps/prompt-generator/improve: spends one daily AI query. */
export const ZImprovePromptSchema = z.strictObject({
  prompt: multilineText().trim().min(1).max(PROMPT_MAX),
  language: z.enum(AI_LANGUAGES),
});
export type TImprovePrompt = z.infer<typeof ZImprovePromptSchema>;

export const ZImprovedPromptSchema = z.object({ prompt: z.string() });
export type TImprovedPrompt = z.infer<typeof ZImprovedPromptSchema>;

/** GET /api/ai-apps/status: whether the AI-assisted parts can run on this installation. */
export const ZAiAppsStatusSchema = z.object({ aiConfigured: z.boolean() });
export type TAiAppsStatus = z.infer<typeof ZAiAppsStatusSchema>;
