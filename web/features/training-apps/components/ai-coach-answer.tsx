import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { Sparkles, Square } from "lucide-react";
import { useAuth } from "../../../lib/auth-context";
import { USAGE_QUERY_KEY, useUsage } from "../../../lib/ai/get-usage";
import { readChatError } from "../../../lib/ai/chat-error";
import { UsageIndicator } from "../../../lib/ai/usage-indicator";
import { Button } from "../../../ui/button";
import { Markdown } from "../../../ui/markdown";
import { dateTimeFormat } from "../../../lib/intl-formats";

interface AiCoachAnswerProps {
  /** The endpoint that streams the answer (an AI SDK UI message stream). */
  api: string;
  /** What the request carries besides the caller's token. */
  getBody: () => object;
  askLabel: string;
  /** Said once, before the first request: what the AI will do. */
  hint: string;
  /** An answer saved earlier (shown until a new one streams in). */
  savedAnswer?: string | null;
  onFinished?: () => void;
}

/**
 * The training apps' optional AI part: one click asks for one answer, counted against
 * the daily AI quota; without a provider it says so and offers nothing.
 */
export function AiCoachAnswer({ api, getBody, askLabel, hint, savedAnswer, onFinished }: AiCoachAnswerProps) {
  const { t, i18n } = useTranslation("training");
  const { t: tAssistants } = useTranslation("assistants");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const usage = useUsage();
  const [transport] = useState(
    () =>
      new DefaultChatTransport<UIMessage>({
        api,
        prepareSendMessagesRequest: async ({ body }) => {
          const token = await getAccessToken();
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          return { headers, body: { ...body } };
        },
      }),
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
  const { messages, sendMessage, setMessages, status, stop, error, clearError } = useChat({
    transport,
    onFinish: () => {
      refresh();
      onFinished?.();
    },
    onError: refresh,
  });
  const isStreaming = status === "submitted" || status === "streaming";
  const answer = messages.filter((message) => message.role === "assistant").at(-1);
  const streamed = answer ? answer.parts.map((part) => (part.type === "text" ? part.text : "")).join("") : "";
  const shown = streamed || (isStreaming ? "" : (savedAnswer ?? ""));
  const shownError = error ? readChatError(error) : undefined;
  const resetTime = shownError?.resetsAt
    ? dateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(new Date(shownError.resetsAt))
    : "";

  if (usage.data && !usage.data.aiConfigured) {
    return <p className="rounded-lg bg-surface-muted px-4 py-3 text-sm text-muted">{t("aiCoach.notConfigured")}</p>;
  }
  const ask = () => {
    clearError();
    setMessages([]);
    void sendMessage({ text: askLabel }, { body: getBody() });
  };
  return (
    <div className="flex flex-col gap-3" aria-live="polite" aria-busy={isStreaming}>
      {!shown && !isStreaming && <p className="text-sm text-muted">{hint}</p>}
      {isStreaming && !streamed && <p className="text-sm text-muted">{t("aiCoach.thinking")}</p>}
      {shown && (
        <div className="rounded-lg bg-surface-muted px-4 py-3 text-sm text-foreground">
          <Markdown>{shown}</Markdown>
        </div>
      )}
      {shownError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {tAssistants(`errors.${shownError.code}`, { time: resetTime })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3" data-print-hide>
        {isStreaming ? (
          <Button variant="secondary" size="sm" onClick={() => void stop()}>
            <Square className="h-4 w-4" aria-hidden="true" />
            {t("aiCoach.stop")}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={ask}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {askLabel}
          </Button>
        )}
        <span className="text-xs text-muted">{t("aiCoach.cost")}</span>
      </div>
      <div data-print-hide>
        <UsageIndicator />
      </div>
    </div>
  );
}
