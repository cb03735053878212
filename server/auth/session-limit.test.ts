import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authSessions } from "../db/schema/index";
import { createTestApp } from "../test/app";
import { buildUser } from "../test/factories";
import { hashPassword } from "./passwords";
import {
  readLatestLink,
  redeemRecoveryLink,
  signInWithPassword,
  signUpConfirmed,
  strongPassword,
} from "../test/auth-helpers";

const { app, context } = await createTestApp({
  RATE_LIMITS_ENABLED: "false",
  MAX_ACTIVE_SESSIONS: "3",
});

interface Device {
  accessToken: string;
  refreshToken: string;
  sessionToken: string;
  fingerprint: string;
}

async function signIn(email: string, password: string, device?: Device): Promise<Device> {
  const { session } = await signInWithPassword(app, email, password);
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    sessionToken: device?.sessionToken ?? crypto.randomUUID(),
    fingerprint: device?.fingerprint ?? crypto.randomUUID().replaceAll("-", ""),
  };
}

async function validate(device: Device) {
  const response = await app.inject({
    method: "POST",
    url: "/api/functions/validate-session",
    headers: { authorization: `Bearer ${device.accessToken}` },
    payload: { sessionToken: device.sessionToken, deviceFingerprint: device.fingerprint },
  });
  return response.json<unknown>();
}

const call = (method: "GET" | "POST", url: string, device: Device) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${device.accessToken}` } });

const refresh = (device: Device) =>
  app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=refresh_token",
    payload: { refresh_token: device.refreshToken },
  });

/** An account signed in on three devices, each validated. */
async function fillAccount(options: { isAdmin?: boolean } = {}) {
  const password = strongPassword();
  const user = await buildUser(context, {
    passwordHash: await hashPassword(password),
    isAdmin: options.isAdmin ?? false,
  });
  const devices: Device[] = [];
  for (let index = 0; index < 3; index += 1) {
    const device = await signIn(user.email, password);
    expect(await validate(device)).toEqual({ allowed: true });
    devices.push(device);
  }
  return { user, password, devices };
}

const ALLOWED = { allowed: true };
const REFUSED = { allowed: false, reason: "max_sessions_exceeded" };

describe("active-session limit", () => {
  it("refuses a fourth device on every endpoint, whether or not it validates", async () => {
    const { user, password, devices } = await fillAccount({ isAdmin: true });
    const fourth = await signIn(user.email, password);

    expect((await call("GET", "/api/auth/user", fourth)).statusCode).toBe(403);
    expect((await call("POST", "/api/functions/check-subscription", fourth)).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/users", fourth)).statusCode).toBe(401);
    expect((await refresh(fourth)).json()).toMatchObject({ error_code: "refresh_token_not_found" });
    expect(await validate(fourth)).toEqual(REFUSED);

    for (const device of devices) {
      expect((await call("GET", "/api/auth/user", device)).statusCode).toBe(200);
      expect((await call("GET", "/api/admin/users", device)).statusCode).toBe(200);
      expect(await validate(device)).toEqual(ALLOWED);
    }
  });

  it("frees a place when a device signs out; the refused session stays refused", async () => {
    const { user, password, devices } = await fillAccount();
    const fourth = await signIn(user.email, password);
    expect(await validate(fourth)).toEqual(REFUSED);

    const [phone] = devices;
    if (!phone) throw new Error("no device");
    expect((await call("POST", "/api/auth/logout?scope=local", phone)).statusCode).toBe(204);
    expect(await validate(fourth)).toEqual(REFUSED);

    const again = await signIn(user.email, password, fourth);
    expect(await validate(again)).toEqual(ALLOWED);
    expect((await call("GET", "/api/auth/user", again)).statusCode).toBe(200);
    expect((await refresh(again)).statusCode).toBe(200);
  });

  it("counts a session no more once it has not refreshed within the active window", async () => {
    const { user, password, devices } = await fillAccount();
    const [idle] = devices;
    if (!idle) throw new Error("no device");
    const idleSession = await context.accessTokens.verify(idle.accessToken);
    const longAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await context.database.db
      .update(authSessions)
      .set({ createdAt: longAgo, refreshedAt: longAgo })
      .where(eq(authSessions.id, idleSession?.session_id ?? ""));

    expect(await validate(await signIn(user.email, password))).toEqual(ALLOWED);
  });

  it("lets a device signing in again take the place of its own previous session", async () => {
    const { user, password, devices } = await fillAccount();
    const [phone, laptop] = devices;
    if (!phone || !laptop) throw new Error("no device");

    const phoneAgain = await signIn(user.email, password, phone);
    expect(await validate(phoneAgain)).toEqual(ALLOWED);
    expect((await call("GET", "/api/auth/user", phoneAgain)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", phone)).statusCode).toBe(403);
    expect((await call("GET", "/api/auth/user", laptop)).statusCode).toBe(200);
  });

  it("gives nothing to a device that copies another's session token with its own fingerprint", async () => {
    const { user, password, devices } = await fillAccount();
    const [phone] = devices;
    if (!phone) throw new Error("no device");

    const copier = await signIn(user.email, password, { ...phone, fingerprint: "f".repeat(64) });
    expect(await validate(copier)).toEqual(REFUSED);
    expect((await call("GET", "/api/auth/user", phone)).statusCode).toBe(200);
  });

  it("admits at most the limit when devices sign in at once", async () => {
    const password = strongPassword();
    const user = await buildUser(context, { passwordHash: await hashPassword(password) });
    const devices = await Promise.all(Array.from({ length: 6 }, () => signIn(user.email, password)));
    const answers = await Promise.all(devices.map((device) => validate(device)));
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(ALLOWED))).toHaveLength(3);
  });

  it("lets a recovery link in over the limit, so a full account is never locked out", async () => {
    const { email, password } = await signUpConfirmed(app, context);
    for (let index = 0; index < 3; index += 1) await signIn(email, password);
    await app.inject({ method: "POST", url: "/api/auth/recover", payload: { email } });

    const recovery = await redeemRecoveryLink(app, await readLatestLink(context, email));
    const recovered: Device = {
      accessToken: recovery.access_token,
      refreshToken: recovery.refresh_token,
      sessionToken: crypto.randomUUID(),
      fingerprint: "0".repeat(64),
    };
    expect(await validate(recovered)).toEqual(ALLOWED);
  });
});
