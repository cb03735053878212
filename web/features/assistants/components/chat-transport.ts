import { DefaultChatTransport, type UIMessage } from "ai";
import type { TChatMessageMetadata } from "../../../../contracts/assistants";

export type ChatUIMessage = UIMessage<TChatMessageMetadata>;

/** What a chat request asks of the server beyond the text: files, or regenerate/edit of a stored message. */
export interface ChatRequestBody {
  attachmentIds?: string[];
  action?: "regenerate" | "edit";
  /** The stored user message answered again (regenerate, edit). */
  messageId?: string;
}

/**
 * Sends only the new message (or the action on the last stored one) and the conversation id
 * (set by the first answer), with a fresh access token. The server holds the history.
 */
export class ConversationTransport extends DefaultChatTransport<ChatUIMessage> {
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
        return { headers, body: toRequestBody(this.conversationId, messages.at(-1), readOptions(body)) };
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

/** The options this chat passed to sendMessage/regenerate (the SDK types them loosely). */
function readOptions(body: Record<string, unknown> | undefined): ChatRequestBody {
  const action = body?.action === "regenerate" || body?.action === "edit" ? body.action : undefined;
  const messageId = typeof body?.messageId === "string" ? body.messageId : undefined;
  const ids = body?.attachmentIds;
  const attachmentIds = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : undefined;
  return { action, messageId, attachmentIds };
}

function toRequestBody(conversationId: string | undefined, last: ChatUIMessage | undefined, options: ChatRequestBody) {
  const { action, messageId, attachmentIds } = options;
  if (action === "regenerate") return { conversationId, action, messageId };
  if (action === "edit") return { conversationId, action, messageId, message: textOf(last) };
  return {
    conversationId,
    message: textOf(last),
    attachmentIds: attachmentIds && attachmentIds.length > 0 ? attachmentIds : undefined,
  };
}

export function textOf(message: ChatUIMessage | undefined): string {
  if (!message) return "";
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/**
 * The stored id of the conversation's last user message, when the browser knows it: a loaded
 * message carries it, a new one learns it from its answer's metadata. Undefined until then
 * (regenerate and edit wait for it).
 */
export function findLastStoredUserMessage(
  messages: ChatUIMessage[],
  storedIds: ReadonlySet<string>,
): { index: number; storedId?: string } | undefined {
  const index = messages.findLastIndex((message) => message.role === "user");
  const message = messages[index];
  if (!message) return undefined;
  const fromAnswer = messages[index + 1]?.metadata?.userMessageId;
  return { index, storedId: fromAnswer ?? (storedIds.has(message.id) ? message.id : undefined) };
}
