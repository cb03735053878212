import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useAuth } from "../../../lib/auth-context";
import { USAGE_QUERY_KEY } from "../../../lib/ai/get-usage";
import { readChatError } from "../../../lib/ai/chat-error";
import { ChatErrorNote } from "./chat-error-note";
import { ChatInput } from "./chat-input";
import { ChatMessage } from "./chat-message";
import { isAwaitingAnswerMessage } from "./pending-answer";
import { UsageIndicator } from "../../../lib/ai/usage-indicator";
import { AiNotConfiguredNote, useIsAiAvailable } from "../../../lib/ai/ai-not-configured-note";

/** Questions about one article: each sends only the question; the server reads the article. */
export function ArticleChat({ slug, api }: { slug: string; api?: string }) {
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
        {isAwaitingAnswerMessage(status, messages) && <ChatMessage role="assistant" text="" isStreaming />}
      </div>
      {shownError && <ChatErrorNote error={shownError} />}
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
