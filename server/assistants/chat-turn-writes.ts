import type { Tier } from "../../contracts/tiers";
import type { Database } from "../db/client";
import { linkAttachments, type AttachmentRow } from "./attachments";
import type { TurnPlan } from "./chat-turn-plan";
import { spendQuery } from "./quota";
import { deleteMessages, insertConversation, insertMessage, updateMessageContent } from "./store";

interface TurnWritesInput {
  userId: string;
  tier: Tier;
  conversationId: string;
  /** Set when the turn starts a conversation. */
  newConversation?: { assistantId: string; title: string };
  plan: TurnPlan;
  attachments: AttachmentRow[];
}

export interface TurnWrites {
  /** Settles once the daily query is spent (or refused with `daily_quota_reached`). */
  spent: Promise<void>;
  /** Settles once every write of the turn is committed (or rolled back). */
  committed: Promise<void>;
}

/**
 * A chat turn's writes in one transaction: the daily query, the conversation, the user's message
 * (new or edited), its attachments, and the answers an edit drops. `spent` resolves as soon as
 * the quota row said yes: PostgreSQL holds that row's lock until the commit, so concurrent turns
 * still queue and exactly the allowed number get through, while the provider can be called
 * without waiting for the rest of the transaction.
 */
export function startTurnWrites(
  db: Database["db"],
  { userId, tier, conversationId, newConversation, plan, attachments }: TurnWritesInput,
): TurnWrites {
  let markSpent = () => {};
  const spentSignal = new Promise<void>((resolve) => {
    markSpent = resolve;
  });
  const committed = db.transaction(async (tx) => {
    await spendQuery(tx, userId, tier);
    markSpent();
    if (newConversation) await insertConversation(tx, { id: conversationId, userId, ...newConversation });
    if (plan.newMessage !== undefined) {
      await insertMessage(tx, { id: plan.userMessageId, conversationId, role: "user", content: plan.newMessage });
      await linkAttachments(tx, attachments, plan.userMessageId);
    }
    if (plan.editedMessage !== undefined) await updateMessageContent(tx, plan.userMessageId, plan.editedMessage);
    await deleteMessages(tx, plan.deleteNow);
  });
  // A refusal (quota) or a failure before the spend rejects `committed` first.
  return { spent: Promise.race([spentSignal, committed]), committed };
}
