import type { Tier } from "../../contracts/tiers";
import type { Db, Executor } from "../db/client";
import { spendQueries } from "./meter";

/** Which allowance an AI call spends, and what must commit with it. */
export interface QuotaRule {
  /** The plan whose daily query allowance applies (DAILY_AI_QUERIES in contracts/tiers.ts). */
  tier: Tier;
  /**
   * Writes that commit in the spend's transaction (a chat turn's messages). The provider is
   * called as soon as the query is spent, while these still run; the answer is kept only once
   * they commit, and if they fail the answer stops with `internal_error` and nothing is kept.
   */
  alongside?: (tx: Executor) => Promise<void>;
  /**
   * The query was spent beforehand (a service job spends its queries when it is queued): none is
   * spent here, none is given back, and no burst limit applies (the upload had its own).
   */
  prepaid?: boolean;
}

export interface Spending {
  /** Settles with the Madrid day once the daily query is spent (or refused with `daily_quota_reached`). */
  spent: Promise<string | undefined>;
  /** Settles once the spend and the rule's writes are committed (or rolled back). */
  committed: Promise<void>;
}

/**
 * Spends one of today's queries. With writes alongside, they share one transaction and `spent`
 * resolves as soon as the quota row said yes: PostgreSQL holds that row's lock until the commit,
 * so concurrent calls still queue and exactly the allowed number get through, while the provider
 * can be called without waiting for the rest of the transaction.
 */
export function startSpending(db: Db, userId: string, { tier, alongside, prepaid }: QuotaRule): Spending {
  if (prepaid) return { spent: Promise.resolve(undefined), committed: Promise.resolve() };
  const spend = { userId, tier, count: 1 };
  if (!alongside) {
    const spent = spendQueries(db, spend);
    const committed = spent.then(() => undefined);
    // A refusal reaches the caller through `spent`; `committed` is awaited only once spent.
    committed.catch(() => undefined);
    return { spent, committed };
  }
  let markSpent: (day: string) => void = () => {};
  const spentSignal = new Promise<string>((resolve) => {
    markSpent = resolve;
  });
  const committed = db.transaction(async (tx) => {
    markSpent(await spendQueries(tx, spend));
    await alongside(tx);
  });
  // A refusal (quota) or a failure before the spend rejects `committed` first.
  return { spent: Promise.race([spentSignal, committed.then(() => undefined)]), committed };
}
