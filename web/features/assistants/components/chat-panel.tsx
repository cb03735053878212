import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import type { TChatMessageMetadata, TStoredMessage } from "../../../../contracts/assistants";
import { useAuth } from "../../auth/auth-context";
import { conversationsQueryKey } from "../api/conversations";
import { USAGE_QUERY_KEY } from "../api/get-usage";
import { readChatError } from "./chat-error";
import { ChatInput } from "./chat-input";
import { ChatMessage } from "./chat-message";
import { UsageIndicator } from "./usage-indicator";

type ChatUIMessage = UIMessage<TChatMessageMetadata>;

interface ChatPanelProps {
  slug: string;
  conversationId?: string;
  initialMessages: TStoredMessage[];
  examplePrompts: string[];
  /** Files one message may carry on the user's plan. */
  maxAttachments: number;
  /** A new conversation got its id from the server with its first answer. */
  onConversationCreated: (id: string) => void;
}

/** Distance from the bottom under which the view keeps following the stream. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The chat (issue 9): useChat over a transport that sends only the new message and the
 * conversation id; the server holds the history and the system prompt.
 */
export function ChatPanel({ slug, conversationId, initialMessages, examplePrompts, maxAttachments, onConversationCreated }: ChatPanelProps) {
  const { t, i18n } = useTranslation("assistants");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const onCreatedRef = useRef(onConversationCreated);
  useEffect(() => {
    onCreatedRef.current = onConversationCreated;
  }, [onConversationCreated]);
  const [draft, setDraft] = useState<string>();

  const [transport] = useState(() => new ConversationTransport(slug, getAccessToken, conversationId));

  const { messages, sendMessage, status, stop, error, clearError } = useChat<ChatUIMessage>({
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
  const resetTime = shownError?.resetsAt
    ? new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(new Date(shownError.resetsAt))
    : "";

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
        {messages.length === 0 && (
          <div className="rounded-2xl border border-dashed border-border p-6 text-center">
            <h2 className="text-lg font-semibold text-foreground">{t("chat.emptyTitle")}</h2>
            <p className="mt-1 text-sm text-muted">{t("chat.emptyText")}</p>
            <ul className="mt-4 flex flex-col gap-2">
              {examplePrompts.map((prompt) => (
                <li key={prompt}>
                  <button type="button" onClick={() => setDraft(prompt)} className="w-full rounded-lg bg-surface-muted px-4 py-2 text-left text-sm text-foreground hover:text-accent">
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
          />
        ))}
        {status === "submitted" && <ChatMessage role="assistant" text="" isStreaming />}
      </div>
      {shownError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {t(`errors.${shownError.code}`, { time: resetTime })}
        </p>
      )}
      <div className="space-y-2">
        <ChatInput
          isStreaming={isStreaming}
          draft={draft}
          onStop={() => void stop()}
          maxAttachments={maxAttachments}
          onSend={(text, attachments) => {
            clearError();
            isFollowing.current = true;
            void sendMessage({ text, metadata: { attachments } }, { body: { attachmentIds: attachments.map((attachment) => attachment.id) } });
          }}
        />
        <UsageIndicator />
      </div>
    </div>
  );
}

/** Sends only the new message and the conversation id (set by the first answer), with a fresh access token. */
class ConversationTransport extends DefaultChatTransport<ChatUIMessage> {
  constructor(
    slug: string,
    getAccessToken: () => Promise<string | null>,
    private conversationId: string | undefined,
  ) {
    super({
      api: `/api/assistants/${encodeURIComponent(slug)}/chat`,
      prepareSendMessagesRequest: async ({ messages, body }) => {
        const token = await getAccessToken();
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        const attachmentIds: unknown = body?.attachmentIds;
        return {
          headers,
          body: {
            conversationId: this.conversationId,
            message: textOf(messages.at(-1)),
            attachmentIds: Array.isArray(attachmentIds) && attachmentIds.length > 0 ? attachmentIds : undefined,
          },
        };
      },
    });
  }

  /** Later messages continue conversation `id`; true when it is new to this chat. */
  continueConversation(id: string): boolean {
    if (this.conversationId === id) return false;
    this.conversationId = id;
    return true;
  }
}

function textOf(message: ChatUIMessage | undefined): string {
  if (!message) return "";
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}
