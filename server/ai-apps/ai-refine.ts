import type { CurrentUser } from "../auth/current-user";
import { findCallerTier } from "../access/callers";
import { askOnce } from "../ai/ask";
import type { AppContext } from "../context";

interface RefineRequest {
  system: string;
  prompt: string;
  maxOutputTokens: number;
}

/**
 * One answer for an AI app ("improve with AI", "refine the plan"), through the AI façade: one
 * daily AI query like a chat message. No provider → 503 `ai_not_configured`; a provider failure
 * answers 502 `provider_error` without the provider's text (and gives the query back when
 * nothing came).
 */
export async function refineWithAi(
  context: AppContext,
  user: CurrentUser,
  { system, prompt, maxOutputTokens }: RefineRequest,
): Promise<string> {
  return askOnce({
    context,
    caller: user,
    quota: { tier: await findCallerTier(context, user) },
    label: "ai-apps:refine",
    prompt: { system, messages: [{ role: "user", content: prompt }], maxOutputTokens, temperature: 0.4 },
  });
}
