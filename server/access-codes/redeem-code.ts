import { randomBytes } from "node:crypto";
import { ACCESS_CODE_EMAIL_DOMAIN } from "../../contracts/access-codes";
import type { TAuthSession } from "../../contracts/auth";
import { TIERS, isTier, tierAtLeast, type Tier } from "../../contracts/tiers";
import { startSession } from "../auth/sessions";
import { hashSecretToken } from "../tokens/secret-tokens";
import { findUserByIdForUpdate, insertUser, updateUser, type Executor, type User } from "../auth/store";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { findLiveGrantedTier } from "../subscriptions/resolve-subscription";
import {
  findAccessCodeForUpdate,
  findDeviceRedeemer,
  hasRedeemed,
  incrementAccessCodeUses,
  insertRedemption,
  type AccessCodeRow,
} from "./store";

const DAY_MS = 24 * 3600 * 1000;

const invalidCode = () => new AppError(404, "invalid_code", "The code is not valid");
const codeExpired = () => new AppError(410, "code_expired", "The code has expired");
const codeUsedUp = () => new AppError(410, "code_used_up", "The code has no uses left");

/** The code of `kind`, locked for this transaction; refused when unknown, disabled or expired. */
async function lockUsableCode(tx: Executor, code: string, kind: AccessCodeRow["kind"]): Promise<AccessCodeRow> {
  const row = await findAccessCodeForUpdate(tx, code.toUpperCase());
  if (!row || row.kind !== kind || row.disabled || !isTier(row.tier)) throw invalidCode();
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw codeExpired();
  return row;
}

/**
 * An activation code upgrades the signed-in user's tier for its duration (extending a live
 * grant of the same tier; never lowering a higher live tier). Once per user per code.
 */
export async function redeemActivationCode(context: AppContext, user: User, code: string): Promise<User> {
  return context.database.db.transaction(async (tx) => {
    const row = await lockUsableCode(tx, code, "activation");
    // Two codes redeemed at once: each must build on the grant the other wrote.
    const current = await findUserByIdForUpdate(tx, user.id);
    if (!current) throw invalidCode();
    if (await hasRedeemed(tx, row.id, user.id)) {
      throw new AppError(409, "code_already_redeemed", "You have already redeemed this code");
    }
    if (row.uses >= row.maxUses) throw codeUsedUp();
    await insertRedemption(tx, row.id, user.id);
    await incrementAccessCodeUses(tx, row.id);
    const updated = await updateUser(tx, user.id, computeGrant(current, row));
    if (!updated) throw invalidCode();
    return updated;
  });
}

function computeGrant(user: User, row: AccessCodeRow): { tier: Tier; tierExpiresAt: Date | null } {
  const codeTier = isTier(row.tier) ? row.tier : TIERS[0];
  const liveTier = findLiveGrantedTier(user);
  const duration = row.durationDays * DAY_MS;
  if (liveTier !== codeTier && tierAtLeast(liveTier, codeTier)) {
    return { tier: liveTier, tierExpiresAt: user.tierExpiresAt };
  }
  if (liveTier === codeTier) {
    if (!user.tierExpiresAt) return { tier: liveTier, tierExpiresAt: null };
    return { tier: liveTier, tierExpiresAt: new Date(user.tierExpiresAt.getTime() + duration) };
  }
  return { tier: codeTier, tierExpiresAt: new Date(Date.now() + duration) };
}

/**
 * A quick-access code is a key to one account per person (docs/decisions.md): each redemption
 * creates an account with the code's tier for its duration and spends one of `max_uses`. A
 * browser that sends the device token it used before signs back into the account it created,
 * without spending a use, even when the code has no uses left.
 */
export async function redeemQuickAccessCode(
  context: AppContext,
  input: { code: string; deviceToken?: string | undefined },
  userAgent?: string,
): Promise<TAuthSession> {
  const deviceTokenHash = input.deviceToken ? hashSecretToken(input.deviceToken) : null;
  const user = await context.database.db.transaction(async (tx) => {
    const row = await lockUsableCode(tx, input.code, "quick_access");
    const returning = deviceTokenHash ? await findDeviceRedeemer(tx, row.id, deviceTokenHash) : undefined;
    if (returning) {
      if (returning.disabled) throw invalidCode();
      return returning;
    }
    if (row.uses >= row.maxUses) throw codeUsedUp();
    const account = await createCodeAccount(tx, row, deviceTokenHash);
    await incrementAccessCodeUses(tx, row.id);
    return account;
  });
  return startSession(context, user, userAgent);
}

/** The code's next account: `code-<code>+<n>@access-code.invalid`, n counting its people. */
async function createCodeAccount(tx: Executor, row: AccessCodeRow, deviceTokenHash: string | null): Promise<User> {
  const person = row.uses + 1;
  const local = `code-${row.code.toLowerCase()}+${person}`;
  const values = {
    displayName: `${row.code} #${person}`,
    emailConfirmedAt: new Date(),
    tier: row.tier,
    tierExpiresAt: new Date(Date.now() + row.durationDays * DAY_MS),
  };
  // No message can ever be sent to these addresses. A code deleted and made again restarts its
  // count, so a taken address gets a random suffix.
  const account =
    (await insertUser(tx, { ...values, email: `${local}@${ACCESS_CODE_EMAIL_DOMAIN}` })) ??
    (await insertUser(tx, {
      ...values,
      email: `${local}-${randomBytes(4).toString("hex")}@${ACCESS_CODE_EMAIL_DOMAIN}`,
    }));
  if (!account) throw invalidCode();
  await insertRedemption(tx, row.id, account.id, deviceTokenHash);
  return account;
}
