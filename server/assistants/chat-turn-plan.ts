import { randomUUID } from "node:crypto";
import type { ChatAction } from "../../contracts/assistants";
import { AppError } from "../core/errors";
import type { MessageRow } from "./store";

/** One turn as the model sees it. */
export interface ContextTurn {
  id: string;
  role: "user" | "assistant";
  content: string;
}

/**
 * What one chat request does to the stored conversation, decided from the stored history only:
 * - send: a new user message;
 * - regenerate: answers the last user message again; its old answers go once the new one is stored;
 * - edit: rewrites the last user message and drops its old answers before answering again.
 */
export interface TurnPlan {
  /** The user message the answer replies to (new for send, stored for regenerate and edit). */
  userMessageId: string;
  /** Send: the message to insert. */
  newMessage?: string;
  /** Edit: the stored message's new text. */
  editedMessage?: string;
  /** Answers removed with the turn's own writes (edit). */
  deleteNow: string[];
  /** Answers removed when the new answer is stored (regenerate). */
  replaceOnAnswer: string[];
  /** The model's context, oldest first, ending with the user message being answered. */
  turns: ContextTurn[];
}

interface PlanInput {
  action: ChatAction;
  /** The conversation's recent stored messages, oldest first (none for a new conversation). */
  history: MessageRow[];
  /** Send and edit: the checked text. */
  message?: string;
  /** Regenerate and edit: the stored message the browser means. */
  messageId?: string;
}

export function planTurn({ action, history, message, messageId }: PlanInput): TurnPlan {
  const stored = history.map(toContextTurn);
  if (action === "send") {
    const id = randomUUID();
    const content = message ?? "";
    return {
      userMessageId: id,
      newMessage: content,
      deleteNow: [],
      replaceOnAnswer: [],
      turns: [...stored, { id, role: "user", content }],
    };
  }
  const lastUser = stored.findLastIndex((turn) => turn.role === "user");
  const target = stored[lastUser];
  if (!target || target.id !== messageId) {
    throw new AppError(409, "not_last_message", "Only the conversation's last message can be answered again or edited");
  }
  const answers = stored.slice(lastUser + 1).map((turn) => turn.id);
  if (action === "regenerate") {
    return { userMessageId: target.id, deleteNow: [], replaceOnAnswer: answers, turns: stored.slice(0, lastUser + 1) };
  }
  const content = message ?? target.content;
  return {
    userMessageId: target.id,
    editedMessage: content,
    deleteNow: answers,
    replaceOnAnswer: [],
    turns: [...stored.slice(0, lastUser), { ...target, content }],
  };
}

function toContextTurn(row: MessageRow): ContextTurn {
  return { id: row.id, role: row.role === "assistant" ? "assistant" : "user", content: row.content };
}
