import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text("email").notNull(),
    /** argon2id hash; null for accounts created by a quick-access code. */
    passwordHash: text("password_hash"),
    displayName: text("display_name").notNull().default(""),
    language: text("language").notNull().default("es"),
    /** GoTrue's `user_metadata` beyond display_name and language (a JSON object, ≤ 16 KB). */
    userMetadata: jsonb("user_metadata").$type<Record<string, unknown>>().notNull().default({}),
    /** An e-mail change waiting for its confirmation link (GoTrue's `new_email`). */
    newEmail: text("new_email"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    isAdmin: boolean("is_admin").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    /** Tier granted by an admin or an access code; billing adds subscriptions on top. */
    tier: text("tier").notNull().default("free"),
    tierExpiresAt: timestamp("tier_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    /** The name printed on certificates, given by the person at the first one (never the e-mail). */
    certificateName: text("certificate_name"),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

/** A signed-in client (GoTrue "session"): the family its refresh tokens belong to. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    /** How it started (GoTrue's `amr`): a `recovery` session may set a password without the old one. */
    signInMethod: text("sign_in_method").notNull().default("password"),
    createdAt: createdAt(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * Why it was revoked, when that matters later: `max_sessions_exceeded` marks a session
     * refused at sign-in (docs/decisions.md, "Accounts"), so validate-session can say so.
     */
    revokedReason: text("revoked_reason"),
  },
  (table) => [index("auth_sessions_user_idx").on(table.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    /** Set when the token was exchanged for a new one; a second use revokes the family. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** The token that replaced this one, sealed under this one (auth/refresh-successor.ts). */
    successorSealed: text("successor_sealed"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("refresh_tokens_hash_key").on(table.tokenHash)],
);

/**
 * The browser behind an auth session, as validate-session reports it (the client's session
 * token and fingerprint). The auth session is what counts toward MAX_ACTIVE_SESSIONS; this row
 * recognises a device that signs in again while its previous session is still active.
 */
export const deviceSessions = pgTable(
  "device_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authSessionId: uuid("auth_session_id").references(() => authSessions.id, {
      onDelete: "set null",
    }),
    sessionTokenHash: text("session_token_hash").notNull(),
    deviceFingerprint: text("device_fingerprint").notNull(),
    createdAt: createdAt(),
    lastValidatedAt: timestamp("last_validated_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    index("device_sessions_user_idx").on(table.userId),
    uniqueIndex("device_sessions_token_key").on(table.userId, table.sessionTokenHash),
  ],
);

/** Single-use links sent by e-mail (sign-up confirmation, recovery, magic link, e-mail change). */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** SHA-256 of the 6-digit code mailed beside the link (with the user id), when there is one. */
    codeHash: text("code_hash"),
    /** PKCE: the link then lands with `?code=` for `grant_type=pkce` instead of tokens. */
    codeChallenge: text("code_challenge"),
    codeChallengeMethod: text("code_challenge_method"),
    redirectTo: text("redirect_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("one_time_tokens_hash_key").on(table.tokenHash),
    index("one_time_tokens_user_kind_idx").on(table.userId, table.kind),
  ],
);

/** PKCE (GoTrue's flow state): the one-time `auth_code` a verified link hands to the browser. */
export const authFlowStates = pgTable(
  "auth_flow_states",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authCodeHash: text("auth_code_hash").notNull(),
    codeChallenge: text("code_challenge").notNull(),
    codeChallengeMethod: text("code_challenge_method").notNull(),
    /** The session's sign-in method once exchanged (`recovery` allows a password reset). */
    signInMethod: text("sign_in_method").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("auth_flow_states_code_key").on(table.authCodeHash)],
);

export const accessCodes = pgTable(
  "access_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored upper-case; input is matched case-insensitively. */
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    tier: text("tier").notNull(),
    durationDays: integer("duration_days").notNull(),
    maxUses: integer("max_uses").notNull().default(1),
    uses: integer("uses").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    note: text("note"),
    disabled: boolean("disabled").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("access_codes_code_key").on(table.code)],
);

export const accessCodeRedemptions = pgTable(
  "access_code_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => accessCodes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the browser's device token, for a quick-access code typed again on it. */
    deviceTokenHash: text("device_token_hash"),
  },
  (table) => [
    uniqueIndex("access_code_redemptions_once").on(table.codeId, table.userId),
    index("access_code_redemptions_device_idx").on(table.codeId, table.deviceTokenHash),
  ],
);

/** Every e-mail the platform sends; the outbox when no SMTP server is configured. */
export const emails = pgTable(
  "emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    link: text("link"),
    template: text("template").notNull(),
    status: text("status").notNull().default("outbox"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("emails_created_idx").on(sql`${table.createdAt} desc`)],
);
