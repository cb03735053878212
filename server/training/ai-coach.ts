import type { ModelMessage, UIMessageChunk } from "ai";
import type { TPromptCritiqueRequest } from "../../contracts/training";
import { REFLECTION_CA } from "../../i18n/content/reflection/ca";
import { REFLECTION_EN } from "../../i18n/content/reflection/en";
import { REFLECTION_ES } from "../../i18n/content/reflection/es";
import { REFLECTION_THEMES, type ReflectionContent } from "../../i18n/content/reflection/themes";
import { streamAnswer } from "../ai/ask";
import { findCallerTier } from "../access/callers";
import type { CurrentUser } from "../auth/current-user";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import {
  PROMPT_CRITIQUE_PROMPT,
  REFLECTION_FEEDBACK_PROMPT,
  languageRule,
  type CoachLanguage,
} from "./ai-coach-prompts";
import * as store from "./store";

const CONTENT: Record<CoachLanguage, ReflectionContent> = { es: REFLECTION_ES, ca: REFLECTION_CA, en: REFLECTION_EN };

interface CoachInput {
  context: AppContext;
  user: CurrentUser;
  language: CoachLanguage;
  signal: AbortSignal;
}

/**
 * Feedback on one of the caller's journal entries: the entry comes from the database,
 * the answer is saved on it, one daily AI query is spent (the assistants' quota). Without a
 * provider: 503 `ai_not_configured`, nothing spent.
 */
export async function streamReflectionFeedback({
  context,
  user,
  language,
  signal,
  id,
}: CoachInput & { id: string }): Promise<ReadableStream<UIMessageChunk>> {
  const { db } = context.database;
  const entry = await store.findReflection(db, user.id, id);
  if (!entry) throw notFound("Reflection entry not found");
  const theme = REFLECTION_THEMES.find((item) => item.id === entry.theme);
  const texts = CONTENT[language];
  const questions: Record<string, string> = theme ? texts[theme.id].questions : {};
  const answered = Object.entries(entry.answers).filter(([, answer]) => answer.trim() !== "");
  const journal = [
    `## ${theme ? texts[theme.id].title : entry.theme}`,
    ...answered.map(([questionId, answer]) => `### ${questions[questionId] ?? questionId}\n\n${answer.trim()}`),
  ].join("\n\n");
  return streamCoachAnswer(
    { context, user, language, signal },
    {
      label: "training:reflection",
      system: `${REFLECTION_FEEDBACK_PROMPT}\n\n${languageRule(language)}`,
      messages: [{ role: "user", content: `<diario>\n${journal}\n</diario>` }],
      keepFeedback: (feedback) => store.saveReflectionFeedback(db, user.id, id, feedback),
    },
  );
}

/** An AI critique of a prompt (the prompt coach), beside the in-browser rubric. One daily AI query. */
export async function streamPromptCritique(
  input: CoachInput & { request: TPromptCritiqueRequest },
): Promise<ReadableStream<UIMessageChunk>> {
  return streamCoachAnswer(input, {
    label: "training:prompt-coach",
    system: `${PROMPT_CRITIQUE_PROMPT}\n\n${languageRule(input.language)}`,
    messages: [{ role: "user", content: `<prompt>\n${input.request.prompt}\n</prompt>` }],
  });
}

interface CoachRequest {
  label: string;
  system: string;
  messages: ModelMessage[];
  /** Saves a feedback that ended well. */
  keepFeedback?: (text: string) => Promise<void>;
}

/** One daily query through the AI façade, streamed; a feedback is saved only when it ended well. */
async function streamCoachAnswer(
  { context, user, signal }: CoachInput,
  { label, system, messages, keepFeedback }: CoachRequest,
): Promise<ReadableStream<UIMessageChunk>> {
  return streamAnswer({
    context,
    caller: user,
    quota: { tier: await findCallerTier(context, user) },
    label,
    prompt: { system, messages, temperature: 0.4 },
    signal,
    keepAnswer: keepFeedback
      ? async ({ text, finished }) => {
          if (finished) await keepFeedback(text);
        }
      : undefined,
  });
}
