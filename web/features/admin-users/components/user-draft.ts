import type { TAdminUser, TUpdateUserRequest } from "../../../../contracts/admin-users";
import type { Tier } from "../../../../contracts/tiers";

/** What the edit form holds; the expiry is a `YYYY-MM-DD` date input value ("" for none). */
export interface UserDraft {
  tier: Tier;
  expiresOn: string;
  isAdmin: boolean;
  disabled: boolean;
}

/** `YYYY-MM-DD` of an ISO date-time in the admin's own time zone. */
export function toDateInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of that local day, so a plan "until 31 March" lasts the whole day. */
export function fromDateInput(value: string): string | null {
  if (!value) return null;
  return new Date(`${value}T23:59:59`).toISOString();
}

/** Only the fields that changed, as the PATCH body. */
export function diffUserChanges(user: TAdminUser, draft: UserDraft): TUpdateUserRequest {
  const changes: TUpdateUserRequest = {};
  if (draft.tier !== user.tier) changes.tier = draft.tier;
  if (draft.expiresOn !== toDateInput(user.tier_expires_at)) changes.tier_expires_at = fromDateInput(draft.expiresOn);
  if (draft.isAdmin !== user.is_admin) changes.is_admin = draft.isAdmin;
  if (draft.disabled !== user.disabled) changes.disabled = draft.disabled;
  return changes;
}
