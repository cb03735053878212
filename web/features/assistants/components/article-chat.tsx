import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useAuth } from "../../../lib/auth-context";
import { USAGE_QUERY_KEY } from "../../../lib/ai/get-usage";
import { readChatError } from "../../../lib/ai/chat-error";
import { ChatInput } from "./chat-input";
import { ChatMessage } from "./chat-message";
import { UsageIndicator } from "../../../lib/ai/usage-indicator";
import { AiNotConfiguredNote, useIsAiAvailable } from "../../../lib/ai/ai-not-configured-note";
import { dateTimeFormat } from "../../../lib/intl-formats";

/** Questions about one article: each sends only the question; the server reads the article. */
export function ArticleChat({ slug, api }: { slug: string; api?: string }) {
  const { t, i18n } = useTranslation("assistants");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const [transport] = useState(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: api ?? `/api/assistants/articles/${encodeURIComponent(slug)}/chat`,
        prepareSendMessagesRequest: async ({ messages }) => {
          const token = await getAccessToken();
          const headers: Record<string, string> = {};
          if (token) headers.authorization = `Bearer ${token}`;
          const last = messages.at(-1);
          return { headers, body: { message: last ? textOf(last) : "" } };
        },
      }),
  );
  const refreshUsage = () => void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
  const { messages, sendMessage, status, stop, error, clearError } = useChat({
    transport,
    onFinish: refreshUsage,
    onError: refreshUsage,
  });
  const isStreaming = status === "submitted" || status === "streaming";
  const isAiAvailable = useIsAiAvailable();
  const shownError = error ? readChatError(error) : undefined;
  const resetTime = shownError?.resetsAt
    ? dateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(new Date(shownError.resetsAt))
    : "";
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4" aria-live="polite" aria-busy={isStreaming}>
        {messages.map((message, index) => (
          <ChatMessage
            key={message.id}
            role={message.role === "user" ? "user" : "assistant"}
            text={textOf(message)}
            isStreaming={isStreaming && index === messages.length - 1}
          />
        ))}
        {status === "submitted" && <ChatMessage role="assistant" text="" isStreaming />}
      </div>
      {shownError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(`errors.${shownError.code}`, { time: resetTime })}
        </p>
      )}
      {isAiAvailable ? (
        <>
          <ChatInput
            isStreaming={isStreaming}
            onStop={() => void stop()}
            onSend={(text) => {
              clearError();
              void sendMessage({ text });
            }}
          />
          <UsageIndicator />
        </>
      ) : (
        <AiNotConfiguredNote />
      )}
    </div>
  );
}

function textOf(message: UIMessage): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}
