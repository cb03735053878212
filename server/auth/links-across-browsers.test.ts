import { describe, expect, it } from "vitest";
import { startAuthJsHarness } from "../test/auth-js-harness";
import { readLatestLink, strongPassword, uniqueEmail } from "../test/auth-helpers";

// E-mailed links opened in another browser than the one that asked (a laptop asks, a phone
// opens): each browser is a stock auth-js client with its own storage, so the PKCE verifier of
// the first is out of reach of the second.
const { context, base, createClient, pressLinkButton } = await startAuthJsHarness();

async function signUpConfirmed() {
  const email = uniqueEmail("dos-navegadores");
  const password = strongPassword();
  const signUp = await createClient().signUp({ email, password });
  if (signUp.error) throw signUp.error;
  await pressLinkButton(await readLatestLink(context, email));
  return { email, password };
}

describe("the password-reset link", () => {
  it("sets a new password in another browser: the link carries a token_hash the page redeems", async () => {
    const { email, password } = await signUpConfirmed();
    const laptop = createClient("pkce");
    expect((await laptop.resetPasswordForEmail(email, { redirectTo: `${base}/reset-password` })).error).toBeNull();

    const link = new URL(await readLatestLink(context, email));
    expect(`${link.origin}${link.pathname}`).toBe(`${base}/reset-password`);
    expect(link.searchParams.get("type")).toBe("recovery");
    const tokenHash = link.searchParams.get("token_hash") ?? "";

    const phone = createClient("pkce");
    const verified = await phone.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    const newPassword = strongPassword();
    expect((await phone.updateUser({ password: newPassword })).error).toBeNull();

    expect((await createClient().signInWithPassword({ email, password: newPassword })).error).toBeNull();
    expect((await createClient().signInWithPassword({ email, password })).error).toBeTruthy();
    const again = await createClient().verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(again.error).toMatchObject({ code: "otp_expired" });
  });

  it("still signs in by code in the browser that asked, through GoTrue's confirmation route", async () => {
    const { email } = await signUpConfirmed();
    const laptop = createClient("pkce");
    await laptop.resetPasswordForEmail(email, { redirectTo: `${base}/reset-password` });
    const token = new URL(await readLatestLink(context, email)).searchParams.get("token_hash") ?? "";
    const confirmation = `${base}/api/auth/verify?${new URLSearchParams({ token, type: "recovery" }).toString()}`;

    const landing = await pressLinkButton(confirmation);
    const target = new URL(landing.headers.get("location") ?? "");
    expect(target.pathname).toBe("/reset-password");
    const exchanged = await laptop.exchangeCodeForSession(target.searchParams.get("code") ?? "");
    expect(exchanged.error).toBeNull();
    expect(exchanged.data).toMatchObject({ redirectType: "recovery" });
  });
});

describe("the sign-up confirmation link", () => {
  it("confirms the account in another browser and says which link it was, with no token in the address", async () => {
    const email = uniqueEmail("confirma-fuera");
    const password = strongPassword();
    const laptop = createClient("pkce");
    const signUp = await laptop.signUp({ email, password, options: { emailRedirectTo: `${base}/login` } });
    expect(signUp.error).toBeNull();

    const landing = await pressLinkButton(await readLatestLink(context, email));
    const target = new URL(landing.headers.get("location") ?? "");
    expect(target.pathname).toBe("/login");
    expect(target.searchParams.get("type")).toBe("signup");
    expect(target.searchParams.get("code")).toBeTruthy();
    expect(target.hash).toBe("");

    // The phone cannot exchange the code (no verifier), but the account is confirmed.
    expect((await createClient().signInWithPassword({ email, password })).error).toBeNull();
  });
});
