import { expect, type APIRequestContext } from "@playwright/test";
import { signInAsAdmin, uniqueEmail, waitForEmail } from "../fixtures/api";

/** Strong enough for the server's strength and leaked-password checks. */
export const STRONG_PASSWORD = "Vela-Marina-Tostada-42";

/** Signs a user up through secure-signup and confirms through the e-mailed link. */
export async function createConfirmedUser(
  request: APIRequestContext,
  { email = uniqueEmail("auth"), password = STRONG_PASSWORD } = {},
): Promise<{ email: string; password: string }> {
  const signup = await request.post("/api/functions/secure-signup", { data: { email, password, language: "es" } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { link } = await waitForEmail(request, email, { subjectIncludes: "Confirma" });
  expect(link).toBeTruthy();
  // The link opens a page whose button posts the link's fields, as a person confirming does.
  const opened = await request.get(link ?? "", { maxRedirects: 0 });
  expect(opened.status()).toBe(200);
  const fields = Object.fromEntries(new URL(link ?? "").searchParams);
  const confirm = await request.post("/api/auth/verify", { form: fields, maxRedirects: 0 });
  expect(confirm.status()).toBe(303);
  return { email, password };
}

/** An admin-made quick access code (stored upper-case). */
export async function createQuickAccessCode(request: APIRequestContext, maxUses = 1): Promise<string> {
  const token = await signInAsAdmin(request);
  const response = await request.post("/api/admin/access-codes", {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: "quick_access", tier: "basic", duration_days: 7, max_uses: maxUses, note: "e2e quick access" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { codes } = (await response.json()) as { codes: { code: string }[] };
  const code = codes[0]?.code;
  if (!code) throw new Error("no code created");
  return code;
}
