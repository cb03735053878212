import { describe, expect, it } from "vitest";
import { createTestApp, startTestInstance } from "../test/app";
import { signUpConfirmed, uniqueEmail } from "../test/auth-helpers";

const { app, context, database } = await createTestApp({
  RATE_LIMITS_ENABLED: "true",
  RATE_LIMIT_AUTH_PER_5_MIN: "3",
  RATE_LIMIT_TOKEN_BURST: "4",
});
/** The same database with per-IP budgets out of the way, to reach the sign-in lockouts. */
const lockoutInstance = await startTestInstance(database, {
  RATE_LIMITS_ENABLED: "true",
  SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD: "8",
});

const redisUrl = process.env.TEST_REDIS_URL;
/** Two app instances sharing one Redis, as behind a load balancer (only when Redis is here). */
const instances = redisUrl
  ? await Promise.all(
      [1, 2].map(() =>
        createTestApp({
          RATE_LIMITS_ENABLED: "true",
          RATE_LIMIT_AUTH_PER_5_MIN: "3",
          REDIS_URL: redisUrl,
        }),
      ),
    )
  : [];

let nextAddress = 10;
/** Each test speaks from its own IP so the per-IP budgets do not leak between tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

function recover(email: string, remoteAddress: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/recover",
    payload: { email },
    remoteAddress,
  });
}

function passwordGrant(email: string, password: string, remoteAddress: string) {
  return lockoutInstance.app.inject({
    method: "POST",
    url: "/api/auth/token?grant_type=password",
    payload: { email, password },
    remoteAddress,
  });
}

describe("per-IP limits", () => {
  it("answers 429 over_request_rate_limit with Retry-After past the auth budget", async () => {
    const address = freshAddress();
    for (let index = 0; index < 3; index += 1) expect((await recover(uniqueEmail(), address)).statusCode).toBe(200);
    const refused = await recover(uniqueEmail(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "over_request_rate_limit" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(200);
    expect((await recover(uniqueEmail(), freshAddress())).statusCode).toBe(200);
  });

  it("answers the functions' flat rate_limited with retry_after_seconds", async () => {
    const address = freshAddress();
    const call = () =>
      app.inject({
        method: "POST",
        url: "/api/functions/quick-access-with-code",
        payload: { code: "NOPE" },
        remoteAddress: address,
      });
    for (let index = 0; index < 3; index += 1) expect((await call()).statusCode).toBe(404);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    const body = refused.json<{ code: string; reason: string; retry_after_seconds: number }>();
    expect([body.code, body.reason]).toEqual(["rate_limited", "rate_limited"]);
    expect(body.retry_after_seconds).toBe(Number(refused.headers["retry-after"]));
  });

  it("caps bursts on /token", async () => {
    const address = freshAddress();
    const grant = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/token?grant_type=refresh_token",
        payload: { refresh_token: "x" },
        remoteAddress: address,
      });
    for (let index = 0; index < 4; index += 1) expect((await grant()).statusCode).toBe(400);
    expect((await grant()).statusCode).toBe(429);
  });
});

describe("client addresses behind proxies", () => {
  const recoverFrom = (instance: { app: typeof app }, forwardedFor: string) =>
    instance.app.inject({
      method: "POST",
      url: "/api/auth/recover",
      payload: { email: uniqueEmail() },
      remoteAddress: "10.9.0.1",
      headers: { "x-forwarded-for": forwardedFor },
    });

  it.each([
    ["a hop count", "1"],
    ["the proxy's CIDR", "10.0.0.0/8"],
  ])("believes only the trusted hops of X-Forwarded-For (%s)", async (_name, trustProxy) => {
    const behindProxy = await startTestInstance(database, {
      RATE_LIMITS_ENABLED: "true",
      RATE_LIMIT_AUTH_PER_5_MIN: "3",
      TRUST_PROXY: trustProxy,
    });
    const client = freshAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await recoverFrom(behindProxy, `203.0.113.${index}, ${client}`)).statusCode).toBe(200);
    expect((await recoverFrom(behindProxy, `203.0.113.99, ${client}`)).statusCode).toBe(429);
  });

  it("counts IPv6 clients by their /64", async () => {
    for (let index = 1; index <= 3; index += 1)
      expect((await recover(uniqueEmail(), `2001:db8:5:6::${index}`)).statusCode).toBe(200);
    expect((await recover(uniqueEmail(), "2001:db8:5:6:ffff::1")).statusCode).toBe(429);
    expect((await recover(uniqueEmail(), "2001:db8:5:7::1")).statusCode).toBe(200);
  });
});

describe("sign-in lockout", () => {
  it("locks an account from one IP for a minute after 5 failures, even for the right password, while the owner elsewhere signs in", async () => {
    const { email, password } = await signUpConfirmed(app, context, freshAddress());
    const attacker = freshAddress();
    for (let index = 0; index < 5; index += 1) {
      expect((await passwordGrant(email, "Wrong-Password-42", attacker)).json()).toMatchObject({
        code: "invalid_credentials",
      });
    }
    const locked = await passwordGrant(email, password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "over_request_rate_limit" });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(55);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await passwordGrant(email, password, freshAddress())).statusCode).toBe(200);
  });

  it("locks the account from every IP after the wider per-account threshold", async () => {
    const { email, password } = await signUpConfirmed(app, context, freshAddress());
    for (let index = 0; index < 8; index += 1) await passwordGrant(email, "Wrong-Password-42", freshAddress());
    expect((await passwordGrant(email, password, freshAddress())).statusCode).toBe(429);
  });

  it("lets only the threshold through when guesses arrive at once", async () => {
    const { email } = await signUpConfirmed(app, context, freshAddress());
    const attacker = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => passwordGrant(email, "Wrong-Password-42", attacker)),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
  });

  it("keys IPv6 addresses by their /64", async () => {
    const { email, password } = await signUpConfirmed(app, context, freshAddress());
    for (let index = 1; index <= 5; index += 1)
      await passwordGrant(email, "Wrong-Password-42", `2001:db8:7:1::${index}`);
    expect((await passwordGrant(email, password, "2001:db8:7:1:ffff::9")).statusCode).toBe(429);
    expect((await passwordGrant(email, password, "2001:db8:7:2::1")).statusCode).toBe(200);
  });

  it("locks an unknown e-mail the same way, so the lockout reveals no account", async () => {
    const email = uniqueEmail("nadie");
    const attacker = freshAddress();
    for (let index = 0; index < 5; index += 1) await passwordGrant(email, "Wrong-Password-42", attacker);
    expect((await passwordGrant(email, "Wrong-Password-42", attacker)).statusCode).toBe(429);
  });

  it("counts wrong passwords given to delete the account: that check and sign-in lock together", async () => {
    const { email, password } = await signUpConfirmed(app, context, freshAddress());
    const signedIn = await passwordGrant(email, password, freshAddress());
    const authorization = `Bearer ${signedIn.json<{ access_token: string }>().access_token}`;
    const attacker = freshAddress();
    const deleteAccount = (guess: string) =>
      lockoutInstance.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { authorization },
        payload: { password: guess },
        remoteAddress: attacker,
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await deleteAccount("Wrong-Password-42")).json()).toMatchObject({ error: { code: "invalid_password" } });
    }
    const locked = await deleteAccount(password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await passwordGrant(email, password, attacker)).statusCode).toBe(429);
    expect((await passwordGrant(email, password, freshAddress())).statusCode).toBe(200);
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const { email, password } = await signUpConfirmed(app, context, freshAddress());
    const address = freshAddress();
    for (let index = 0; index < 4; index += 1) await passwordGrant(email, "Wrong-Password-42", address);
    expect((await passwordGrant(email, password, address)).statusCode).toBe(200);
    for (let index = 0; index < 4; index += 1) await passwordGrant(email, "Wrong-Password-42", address);
    expect((await passwordGrant(email, password, address)).statusCode).toBe(200);
  });
});

describe("e-mail resend limit", () => {
  it("sends one reset e-mail per address per minute, known or unknown alike", async () => {
    const { email } = await signUpConfirmed(app, context, freshAddress());
    const unknown = uniqueEmail("nadie");
    for (const address of [email, unknown]) {
      expect((await recover(address, freshAddress())).statusCode).toBe(200);
      const again = await recover(address, freshAddress());
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ code: "over_email_send_rate_limit" });
    }
  });
});

describe.skipIf(!redisUrl)("limits shared through Redis by several instances", () => {
  // Redis outlives the test run: random addresses and e-mails keep runs from sharing counters.
  const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

  it("counts one per-IP budget across instances", async () => {
    const [a, b] = instances.map((instance) => instance.app);
    if (!a || !b) throw new Error("instances missing");
    const address = `2001:db8::${Math.random().toString(16).slice(2, 6)}`;
    const call = (app: typeof a) =>
      app.inject({
        method: "POST",
        url: "/api/auth/recover",
        payload: { email: uniqueEmail() },
        remoteAddress: address,
      });
    expect([(await call(a)).statusCode, (await call(b)).statusCode, (await call(a)).statusCode]).toEqual([
      200, 200, 200,
    ]);
    expect((await call(b)).statusCode).toBe(429);
  });

  it("locks an account on every instance", async () => {
    const [a, b] = instances.map((instance) => instance.app);
    if (!a || !b) throw new Error("instances missing");
    const email = uniqueEmail("compartida");
    const address = randomAddress();
    const grant = (app: typeof a) =>
      app.inject({
        method: "POST",
        url: "/api/auth/token?grant_type=password",
        payload: { email, password: "Wrong-Password-42" },
        remoteAddress: address,
      });
    for (let index = 0; index < 5; index += 1) expect((await grant(index % 2 ? a : b)).statusCode).toBe(400);
    expect((await grant(a)).statusCode).toBe(429);
    expect((await grant(b)).statusCode).toBe(429);
    const redis = instances[0]?.context.redis;
    const prefix = instances[0]?.context.config.REDIS_PREFIX ?? "";
    expect(await redis?.keys(`${prefix}lockout:account:${email}`)).toHaveLength(1);
    expect(await redis?.keys(`lockout:*${email}*`)).toHaveLength(0);
  });
});
