import { describe, expect, it } from "vitest";
import { buildTestConfig } from "../core/config";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { bootstrapAdmin, promoteToAdmin } from "./admin-bootstrap";
import { findUserByEmail } from "../auth/store";
import { signInWithPassword, strongPassword } from "../test/auth-helpers";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });

function withAdminConfig(email: string, password?: string) {
  const config = buildTestConfig({
    ADMIN_EMAIL: email,
    ...(password ? { ADMIN_PASSWORD: password } : {}),
  });
  return { ...context, config };
}

describe("admin bootstrap from ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("creates a confirmed admin who can sign in", async () => {
    const password = strongPassword();
    await bootstrapAdmin(withAdminConfig("boss@example.com", password));
    const { response } = await signInWithPassword(app, "boss@example.com", password);
    expect(response.statusCode).toBe(200);
    expect((await findUserByEmail(context.database.db, "boss@example.com"))?.isAdmin).toBe(true);
  });

  it("promotes an existing confirmed account and keeps its password", async () => {
    const user = await buildUser(context, { email: "owner@example.com", passwordHash: "kept" });
    await bootstrapAdmin(withAdminConfig(user.email, strongPassword()));
    const stored = await findUserByEmail(context.database.db, user.email);
    expect([stored?.isAdmin, stored?.passwordHash]).toEqual([true, "kept"]);
  });

  it("takes over an unconfirmed account: ADMIN_PASSWORD replaces the squatter's and their sessions end", async () => {
    const squatter = await buildUser(context, {
      email: "ceo@example.com",
      emailConfirmedAt: null,
      passwordHash: "squatter",
    });
    const session = await signInAs(context, squatter);
    const password = strongPassword();
    await bootstrapAdmin(withAdminConfig(squatter.email, password));
    expect((await signInWithPassword(app, squatter.email, password)).response.statusCode).toBe(200);
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: session.authorization },
    });
    expect(me.statusCode).toBe(403);
  });
});

describe("ADMIN_PASSWORD strength", () => {
  it("refuses to start with a password users could not choose", async () => {
    await expect(bootstrapAdmin(withAdminConfig("weak@example.com", "admin123"))).rejects.toThrow(
      /ADMIN_PASSWORD is refused \(pwned\)/,
    );
    await expect(bootstrapAdmin(withAdminConfig("guessable@example.com", "guessable1"))).rejects.toThrow(
      /\(strength\)/,
    );
    expect(await findUserByEmail(context.database.db, "weak@example.com")).toBeUndefined();
  });
});

describe("npm run admin -- <email>", () => {
  it("promotes an existing account and answers nothing for an unknown one", async () => {
    const user = await buildUser(context);
    expect((await promoteToAdmin(context.database.db, user.email.toUpperCase()))?.isAdmin).toBe(true);
    expect(await promoteToAdmin(context.database.db, "nobody@example.com")).toBeUndefined();
  });
});
