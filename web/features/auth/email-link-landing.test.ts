import { afterEach, describe, expect, it, vi } from "vitest";
import { CODE_VERIFIER_KEY } from "./auth-client-ready";

/** Each page load reads its address once: a fresh module per case. */
async function landOn(address: string) {
  window.history.replaceState(null, "", address);
  vi.resetModules();
  return import("./email-link-landing");
}

const address = () => window.location.pathname + window.location.search + window.location.hash;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("what an e-mailed link leaves in the address", () => {
  it("takes out a sign-up's code this browser cannot exchange, and knows the account is confirmed", async () => {
    const landing = await landOn("/login?code=abc123&type=signup");
    landing.cleanEmailLinkAddress();
    expect(address()).toBe("/login");
    expect(landing.readEmailLinkLanding()).toMatchObject({ type: "signup", isConfirmedWithoutSession: true });
  });

  it("leaves the code to the auth client in the browser that asked (its verifier is here)", async () => {
    localStorage.setItem(CODE_VERIFIER_KEY, JSON.stringify("verifier"));
    const landing = await landOn("/login?code=abc123&type=signup");
    landing.cleanEmailLinkAddress();
    expect(address()).toBe("/login?code=abc123&type=signup");
    expect(landing.readEmailLinkLanding().isConfirmedWithoutSession).toBe(false);
  });

  it("never keeps an access token in the address (an implicit link the PKCE client refuses)", async () => {
    const landing = await landOn("/login#access_token=secret.jwt&refresh_token=r&expires_in=3600&type=signup");
    landing.cleanEmailLinkAddress();
    expect(window.location.href).not.toContain("access_token");
    expect(landing.readEmailLinkLanding().isConfirmedWithoutSession).toBe(true);
  });

  it("says nothing for a magic link opened elsewhere, but still takes its code out", async () => {
    const landing = await landOn("/login?code=abc123&type=magiclink");
    landing.cleanEmailLinkAddress();
    expect(address()).toBe("/login");
    expect(landing.readEmailLinkLanding().isConfirmedWithoutSession).toBe(false);
  });
});
