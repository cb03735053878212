import { streamText } from "ai";
import type { CurrentUser } from "../auth/current-user";
import { findCallerTier } from "../assistants/caller-tier";
import { enforceChatRate } from "../assistants/chat";
import { createChatModel } from "../assistants/provider";
import { refundQuery, spendQuery } from "../assistants/quota";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";

interface RefineRequest {
  system: string;
  prompt: string;
  maxOutputTokens: number;
}

/**
 * One answer from the assistants' provider for an AI app ("improve with AI", "refine the plan"),
 * counted against the caller's daily AI quota like a chat message. No provider → 503
 * `ai_not_configured`; a provider failure gives the query back and answers 502 `provider_error`
 * without the provider's text.
 */
export async function refineWithAi(
  context: AppContext,
  user: CurrentUser,
  { system, prompt, maxOutputTokens }: RefineRequest,
): Promise<string> {
  const model = createChatModel(context.config, null);
  const { db } = context.database;
  await enforceChatRate(context, user.id);
  await spendQuery(db, user.id, await findCallerTier(context, user));
  let failure: unknown;
  try {
    const result = streamText({
      model,
      system,
      prompt,
      temperature: 0.4,
      maxOutputTokens,
      abortSignal: AbortSignal.timeout(context.config.AI_TOTAL_TIMEOUT_MS),
      onError: ({ error }) => {
        failure = error;
      },
    });
    const answer = (await result.text).trim();
    if (!failure && answer) return answer;
  } catch (error) {
    failure = error;
  }
  // The provider's own text may carry secrets: only the kind of failure is logged.
  context.log.warn({ reason: failure instanceof Error ? failure.name : "empty answer" }, "AI app refinement failed");
  await refundQuery(db, user.id);
  throw new AppError(502, "provider_error", "The AI provider did not answer");
}
