import { createHash } from "node:crypto";
import type { TAuthIdentity, TAuthUser } from "../../contracts/auth";
import type { User } from "./store";

/** The GoTrue user object auth-js keeps as `session.user`. */
export function toAuthUser(user: User): TAuthUser {
  const confirmedAt = user.emailConfirmedAt?.toISOString() ?? null;
  const identity = toEmailIdentity(user);
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    phone: "",
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    ...(user.newEmail ? { new_email: user.newEmail } : {}),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    // GoTrue copies the identity's data into the metadata; the columns win over stored keys.
    user_metadata: {
      ...identity.identity_data,
      ...user.userMetadata,
      display_name: user.displayName,
      language: user.language,
    },
    app_metadata: { provider: "email", providers: ["email"] },
    identities: [identity],
    is_anonymous: false,
  };
}

/** The e-mail identity GoTrue lists for an account made with an address and password. */
function toEmailIdentity(user: User): TAuthIdentity {
  return {
    identity_id: deriveIdentityId(user.id),
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: user.emailConfirmedAt !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: "email",
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    email: user.email,
  };
}

/** A stable UUID (version 8, name-based) for the user's one identity: nothing to store. */
function deriveIdentityId(userId: string): string {
  const hex = createHash("sha256").update(`email-identity:${userId}`).digest("hex").slice(0, 32);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join("-");
}
