import type { TAuthUser } from "../../contracts/auth";
import type { User } from "./store";

/** The GoTrue user object auth-js keeps as `session.user`. */
export function toAuthUser(user: User): TAuthUser {
  const confirmedAt = user.emailConfirmedAt?.toISOString() ?? null;
  return {
    id: user.id,
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    user_metadata: { display_name: user.displayName, language: user.language },
    app_metadata: { provider: "email", providers: ["email"] },
    identities: [],
    is_anonymous: false,
  };
}
