import { randomInt } from "node:crypto";
import {
  GENERATED_CODE_LENGTH,
  type AccessCodeKind,
  type TAccessCode,
  type TCreateAccessCodesRequest,
  type TRedemption,
} from "../../contracts/access-codes";
import { isTier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import {
  findAccessCodeById,
  insertAccessCodes,
  listAccessCodes,
  listRedemptions,
  updateAccessCode,
  type AccessCodeRow,
} from "./store";

/** No 0/O or 1/I, so a code read aloud or typed from paper works. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const MAX_LISTED_CODES = 5000;

export function generateAccessCode(): string {
  return Array.from({ length: GENERATED_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** Creates `count` codes with the same settings (or the one chosen code) and answers them. */
export async function createAccessCodes(
  context: AppContext,
  adminId: string,
  input: Omit<TCreateAccessCodesRequest, "code"> & { code?: string },
): Promise<TAccessCode[]> {
  const { db } = context.database;
  const base = {
    kind: input.kind,
    tier: input.tier,
    durationDays: input.duration_days,
    maxUses: input.max_uses,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    note: input.note || null,
    createdBy: adminId,
  };
  if (input.code) {
    const [created] = await insertAccessCodes(db, [{ ...base, code: input.code }]);
    if (!created) throw new AppError(409, "conflict", "That code already exists");
    return [toAccessCode(created)];
  }
  const created: AccessCodeRow[] = [];
  const wanted = input.count ?? 1;
  // A collision in 32^8 codes is rare; the loop just draws again for the few that clash.
  for (let attempt = 0; created.length < wanted && attempt < 5; attempt += 1) {
    const codes = new Set(Array.from({ length: wanted - created.length }, generateAccessCode));
    created.push(
      ...(await insertAccessCodes(
        db,
        [...codes].map((code) => ({ ...base, code })),
      )),
    );
  }
  return created.map(toAccessCode);
}

export async function findAccessCodes(context: AppContext): Promise<TAccessCode[]> {
  return (await listAccessCodes(context.database.db, MAX_LISTED_CODES)).map(toAccessCode);
}

export async function setAccessCodeDisabled(context: AppContext, id: string, disabled: boolean): Promise<TAccessCode> {
  const row = await updateAccessCode(context.database.db, id, { disabled });
  if (!row) throw notFound("Access code not found");
  return toAccessCode(row);
}

export async function findRedemptions(context: AppContext, codeId: string): Promise<TRedemption[]> {
  const { db } = context.database;
  if (!(await findAccessCodeById(db, codeId))) throw notFound("Access code not found");
  const rows = await listRedemptions(db, codeId);
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    email: row.email,
    display_name: row.displayName,
    redeemed_at: row.redeemedAt.toISOString(),
  }));
}

export function toAccessCode(row: AccessCodeRow): TAccessCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as AccessCodeKind,
    tier: isTier(row.tier) ? row.tier : "free",
    duration_days: row.durationDays,
    max_uses: row.maxUses,
    uses: row.uses,
    expires_at: row.expiresAt?.toISOString() ?? null,
    note: row.note,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
  };
}
