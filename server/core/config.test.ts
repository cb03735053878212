import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("needs nothing for the embedded default", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve("data"));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAX_ACTIVE_SESSIONS).toBe(3);
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ MAX_ACTIVE_SESSIONS: "0" })).toThrow(/MAX_ACTIVE_SESSIONS/);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs, never 'every hop'", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, fd00::/8,192.0.2.7" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
      "192.0.2.7",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "loadbalancer" })).toThrow(/TRUST_PROXY/);
  });

  it("takes social profiles only as https addresses, none by default", () => {
    const config = loadConfig({ SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/plataforma", SOCIAL_X_URL: "" });
    expect(config.SOCIAL_LINKEDIN_URL).toBe("https://www.linkedin.com/company/plataforma");
    expect(config.SOCIAL_X_URL).toBeUndefined();
    expect(loadConfig({}).SOCIAL_YOUTUBE_URL).toBeUndefined();
    for (const address of ["http://x.com/plataforma", "javascript:alert(1)", "https://localhost/x", "#"]) {
      expect(() => loadConfig({ SOCIAL_X_URL: address })).toThrow(/SOCIAL_X_URL/);
    }
  });

  it("treats empty strings as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", REDIS_URL: "", SMTP_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it("needs AI_MODEL with an AI provider", () => {
    expect(() => loadConfig({ AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(/AI_MODEL/);
    expect(loadConfig({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_MODEL: "llama3.2" }).AI_MODEL).toBe("llama3.2");
  });

  it("wants the webhook secret and both prices once Stripe is on", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_BASIC: "price_b" })).toThrow(
      /STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_PREMIUM/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_BASIC: "price_b",
      STRIPE_PRICE_PREMIUM: "price_p",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
  });
});
