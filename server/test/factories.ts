import { randomBytes } from "node:crypto";
import type { AppContext } from "../context";
import { authSessions, users } from "../db/schema/index";

type NewUser = typeof users.$inferInsert;

/** Inserts a confirmed user; override any column. */
export async function buildUser(context: AppContext, overrides: Partial<NewUser> = {}) {
  const [user] = await context.database.db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString("hex")}@example.com`,
      displayName: "Test user",
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user insert returned nothing");
  return user;
}

/** A signed-in session for `user`: the Authorization header value to send. */
export async function signInAs(context: AppContext, user: { id: string; email: string }) {
  const [session] = await context.database.db
    .insert(authSessions)
    .values({ userId: user.id })
    .returning({ id: authSessions.id });
  if (!session) throw new Error("session insert returned nothing");
  const token = await context.accessTokens.sign({ userId: user.id, email: user.email, sessionId: session.id });
  return { authorization: `Bearer ${token}`, sessionId: session.id, accessToken: token };
}

export async function buildAdmin(context: AppContext, overrides: Partial<NewUser> = {}) {
  return buildUser(context, { isAdmin: true, ...overrides });
}
