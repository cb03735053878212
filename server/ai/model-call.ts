import type { LanguageModel, ModelMessage } from "ai";
import type { AppContext } from "../context";
import { logQuery } from "./query-log";
import { madridDay } from "./madrid-day";
import { refundQueries } from "./meter";

/** One call to the model once the query is spent: what the engines need. */
export interface ModelCall {
  context: AppContext;
  userId: string;
  /** Credits the query to an assistant in the usage report; null for everything else. */
  assistantId: string | null;
  /** Names the source in our logs. */
  label: string;
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  temperature: number;
  maxOutputTokens?: number;
  /** Aborted when the caller goes away (the browser closed the connection or pressed stop). */
  signal: AbortSignal;
  /** The spend's transaction: nothing is kept or logged before it commits. */
  committed: Promise<void>;
  /** The Madrid day the query was spent on (a refund lands there); none when a job prepaid it. */
  spentDay?: string;
  /** Told when the model wrote something, whatever happens next (a job then keeps its queries spent). */
  onOutput?: () => void;
}

/**
 * How a call ended. Only `provider_failed` (an error or a timeout on the provider's side) can
 * give the query back, and only when nothing arrived: a caller who goes away keeps the query
 * spent, since the provider may already be working on (and charging for) the prompt.
 */
export type CallEnding = "finished" | "provider_failed" | "caller_gone";

export interface CallOutcome {
  ending: CallEnding;
  /** What the model wrote, whole or in part. */
  text: string;
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * Gives back a query the provider failed to answer at all (on the day it was spent, through the
 * meter), and logs the call on the Madrid day the call started.
 */
export async function settleQuery(call: ModelCall, outcome: CallOutcome, startedAt: Date): Promise<void> {
  const { db } = call.context.database;
  if (outcome.text.length > 0) call.onOutput?.();
  if (outcome.ending === "provider_failed" && outcome.text.length === 0 && call.spentDay)
    await refundQueries(db, { userId: call.userId, day: call.spentDay, count: 1 });
  await logQuery(db, {
    assistantId: call.assistantId,
    userId: call.userId,
    day: madridDay(startedAt),
    inputTokens: outcome.inputTokens,
    outputTokens: outcome.outputTokens,
    failed: outcome.ending !== "finished",
  });
}
