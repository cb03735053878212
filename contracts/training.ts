import { z } from "zod";
import { multilineText } from "./text";

/**
 * The training apps' saved data: the quiz's best score per topic and the reflection
 * journal's entries. Premium only (docs/product.md, "Gated areas"); every row belongs to one user.
 */

/** The quiz's four topics, plus rounds that mix them. */
export const QUIZ_SCORE_TOPICS = ["fundamentals", "prompting", "regulation", "ethics", "mixed"] as const;
export type TQuizScoreTopic = (typeof QUIZ_SCORE_TOPICS)[number];
export const QUIZ_ROUND_MAX_QUESTIONS = 20;

/** POST /api/training/quiz/scores: one finished round → 200 TQuizScores (the best is kept). */
export const ZRecordQuizScoreSchema = z
  .object({
    topic: z.enum(QUIZ_SCORE_TOPICS),
    correct: z.number().int().min(0).max(QUIZ_ROUND_MAX_QUESTIONS),
    total: z.number().int().min(1).max(QUIZ_ROUND_MAX_QUESTIONS),
  })
  .refine((round) => round.correct <= round.total, { message: "correct cannot exceed total", path: ["correct"] });
export type TRecordQuizScore = z.infer<typeof ZRecordQuizScoreSchema>;

export const ZQuizBestScoreSchema = z.object({
  topic: z.enum(QUIZ_SCORE_TOPICS),
  bestCorrect: z.number().int(),
  bestTotal: z.number().int(),
  /** 0–100, the round with the highest share of correct answers. */
  bestPercent: z.number().int(),
  attempts: z.number().int(),
  lastPlayedAt: z.string(),
});
export type TQuizBestScore = z.infer<typeof ZQuizBestScoreSchema>;

/** GET /api/training/quiz/scores */
export const ZQuizScoresSchema = z.object({ scores: z.array(ZQuizBestScoreSchema) });
export type TQuizScores = z.infer<typeof ZQuizScoresSchema>;

/** The journal's themes (their questions live with the web content). */
export const REFLECTION_THEME_IDS = ["daily-use", "quality", "ethics-clients", "skills"] as const;
export type TReflectionThemeId = (typeof REFLECTION_THEME_IDS)[number];
export const REFLECTION_ANSWER_MAX = 5000;
export const REFLECTION_QUESTIONS_MAX = 10;
/** Entries one user may keep; enough for years of weekly reflection. */
export const REFLECTION_ENTRIES_MAX = 500;

/** Multi-line answers: the shared text rule (no NUL or other controls but tab and line breaks). */
const ZText = (max: number) => multilineText().max(max);

/** Answers keyed by question id; at least one answer must say something. */
export const ZReflectionAnswersSchema = z
  .record(z.string().regex(/^[a-z][a-z-]{0,39}$/), ZText(REFLECTION_ANSWER_MAX))
  .refine((answers) => Object.keys(answers).length <= REFLECTION_QUESTIONS_MAX, {
    message: `at most ${REFLECTION_QUESTIONS_MAX} answers`,
  })
  .refine((answers) => Object.values(answers).some((answer) => answer.trim() !== ""), {
    message: "write at least one answer",
  });

/** POST /api/training/reflections → 201 entry; PUT /api/training/reflections/:id → 200 entry. */
export const ZSaveReflectionSchema = z.object({
  theme: z.enum(REFLECTION_THEME_IDS),
  answers: ZReflectionAnswersSchema,
});
export type TSaveReflection = z.infer<typeof ZSaveReflectionSchema>;

export const ZReflectionEntrySchema = z.object({
  id: z.uuid(),
  theme: z.enum(REFLECTION_THEME_IDS),
  answers: z.record(z.string(), z.string()),
  /** The AI's last feedback on these answers; cleared when the entry is edited. */
  aiFeedback: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReflectionEntry = z.infer<typeof ZReflectionEntrySchema>;

/** GET /api/training/reflections, newest first. */
export const ZReflectionListSchema = z.object({ entries: z.array(ZReflectionEntrySchema) });
export type TReflectionList = z.infer<typeof ZReflectionListSchema>;

export const ZReflectionIdParamsSchema = z.object({ id: z.uuid() });

/** Languages the AI coach answers in (the interface's). */
export const TRAINING_AI_LANGUAGES = ["es", "ca", "en"] as const;

/**
 * POST /api/training/reflections/:id/feedback → AI SDK UI message stream. The entry is read from
 * the database (never sent by the browser); the feedback is saved on it. One daily AI query.
 */
export const ZReflectionFeedbackRequestSchema = z.object({ language: z.enum(TRAINING_AI_LANGUAGES) });

/** The prompt coach's box; long enough for any real prompt, short enough to score instantly. */
export const PROMPT_COACH_PROMPT_MAX = 8000;

/** POST /api/training/prompt-coach/critique → AI SDK UI message stream. One daily AI query. */
export const ZPromptCritiqueRequestSchema = z.object({
  prompt: multilineText().trim().min(1).max(PROMPT_COACH_PROMPT_MAX),
  language: z.enum(TRAINING_AI_LANGUAGES),
});
export type TPromptCritiqueRequest = z.infer<typeof ZPromptCritiqueRequestSchema>;
