import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useQueryClient } from "@tanstack/react-query";
import { useChat } from "@ai-sdk/react";
import { ATTACHMENTS_PER_MESSAGE, type TStoredMessage } from "../../../../contracts/assistants";
import type { Tier } from "../../../../contracts/tiers";
import { useAuth } from "../../../lib/auth-context";
import { conversationsQueryKey } from "../api/conversations";
import { USAGE_QUERY_KEY } from "../../../lib/ai/get-usage";
import { readChatError } from "../../../lib/ai/chat-error";
import { ChatErrorNote } from "./chat-error-note";
import { ChatInput } from "./chat-input";
import { ChatMessage } from "./chat-message";
import { isAwaitingAnswerMessage } from "./pending-answer";
import {
  ConversationTransport,
  findLastStoredUserMessage,
  textOf,
  type ChatRequestBody,
  type ChatUIMessage,
} from "./chat-transport";
import { UsageIndicator } from "../../../lib/ai/usage-indicator";
import { AiNotConfiguredNote, useIsAiAvailable } from "../../../lib/ai/ai-not-configured-note";
import { AttachmentsNotInPlan } from "./attachments-not-in-plan";

interface ChatPanelProps {
  slug: string;
  conversationId?: string;
  initialMessages: TStoredMessage[];
  examplePrompts: string[];
  /** The plan whose attachment allowance applies (the top one for admins, as on the server). */
  attachmentTier: Tier;
  /** A new conversation got its id from the server with its first answer. */
  onConversationCreated: (id: string) => void;
}

/** Distance from the bottom under which the view keeps following the stream. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The chat: useChat over a transport that sends only the new message and the
 * conversation id; the server holds the history and the system prompt.
 */
export function ChatPanel({
  slug,
  conversationId,
  initialMessages,
  examplePrompts,
  attachmentTier,
  onConversationCreated,
}: ChatPanelProps) {
  const maxAttachments = ATTACHMENTS_PER_MESSAGE[attachmentTier];
  const isAiAvailable = useIsAiAvailable();
  const { t } = useTranslation("assistants");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const onCreatedRef = useRef(onConversationCreated);
  useEffect(() => {
    onCreatedRef.current = onConversationCreated;
  }, [onConversationCreated]);
  const [draft, setDraft] = useState<string>();

  const [transport] = useState(() => new ConversationTransport(slug, getAccessToken, conversationId));
  const [storedIds] = useState(() => new Set(initialMessages.map((message) => message.id)));

  const { messages, sendMessage, regenerate, status, stop, error, clearError } = useChat<ChatUIMessage>({
    transport,
    messages: initialMessages.map((message) => ({
      id: message.id,
      role: message.role,
      metadata: { attachments: message.attachments },
      parts: [{ type: "text", text: message.content }],
    })),
    onFinish: ({ message }) => {
      const id = message.metadata?.conversationId;
      if (id && transport.continueConversation(id)) onCreatedRef.current(id);
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey(slug) });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    },
  });

  const isStreaming = status === "submitted" || status === "streaming";
  const scroller = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);
  useEffect(() => {
    const element = scroller.current;
    if (element && isFollowing.current) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const shownError = error ? readChatError(error) : undefined;
  const lastUser = isStreaming ? undefined : findLastStoredUserMessage(messages, storedIds);
  const storedId = lastUser?.storedId;
  const lastAnswerIndex = lastUser && messages.at(-1)?.role === "assistant" ? messages.length - 1 : -1;
  const resend = (body: ChatRequestBody) => {
    clearError();
    isFollowing.current = true;
    return body;
  };
  const handleRegenerate = storedId
    ? () => void regenerate({ body: resend({ action: "regenerate", messageId: storedId }) })
    : undefined;
  const handleEdit =
    storedId && lastUser
      ? (text: string) => {
          const local = messages[lastUser.index];
          void sendMessage(
            { text, messageId: local?.id, metadata: local?.metadata },
            { body: resend({ action: "edit", messageId: storedId }) },
          );
        }
      : undefined;

  return (
    <div className="flex min-h-[60vh] flex-col gap-4">
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          isFollowing.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        className="flex max-h-[65vh] flex-1 flex-col gap-4 overflow-y-auto pr-1"
        aria-live="polite"
        aria-busy={isStreaming}
      >
        {messages.length === 0 && !isAiAvailable && <AiNotConfiguredNote />}
        {messages.length === 0 && isAiAvailable && (
          <div className="rounded-2xl border border-dashed border-border p-6 text-center">
            <h2 className="text-lg font-semibold text-foreground">{t("chat.emptyTitle")}</h2>
            <p className="mt-1 text-sm text-muted">{t("chat.emptyText")}</p>
            <ul className="mt-4 flex flex-col gap-2">
              {examplePrompts.map((prompt) => (
                <li key={prompt}>
                  <button
                    type="button"
                    onClick={() => setDraft(prompt)}
                    className="w-full rounded-lg bg-surface-muted px-4 py-2 text-left text-sm text-foreground hover:text-accent"
                  >
                    {prompt}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {messages.map((message, index) => (
          <ChatMessage
            key={message.id}
            role={message.role === "user" ? "user" : "assistant"}
            text={textOf(message)}
            attachments={message.metadata?.attachments}
            isStreaming={isStreaming && index === messages.length - 1}
            onRegenerate={index === lastAnswerIndex ? handleRegenerate : undefined}
            onEdit={index === lastUser?.index ? handleEdit : undefined}
          />
        ))}
        {isAwaitingAnswerMessage(status, messages) && <ChatMessage role="assistant" text="" isStreaming />}
      </div>
      {shownError && <ChatErrorNote error={shownError} />}
      {isAiAvailable ? (
        <div className="space-y-2">
          <ChatInput
            isStreaming={isStreaming}
            draft={draft}
            onStop={() => void stop()}
            maxAttachments={maxAttachments}
            onSend={(text, attachments) => {
              const body = resend({ attachmentIds: attachments.map((attachment) => attachment.id) });
              void sendMessage({ text, metadata: { attachments } }, { body });
            }}
          />
          {maxAttachments === 0 && <AttachmentsNotInPlan tier={attachmentTier} />}
          <UsageIndicator />
        </div>
      ) : (
        // Without a provider an earlier conversation can still be read; the note says why nothing can be asked.
        messages.length > 0 && <AiNotConfiguredNote />
      )}
    </div>
  );
}
