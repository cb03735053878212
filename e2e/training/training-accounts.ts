import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { signInAsAdmin } from "../fixtures/api";
import { createConfirmedUser } from "../auth/accounts";

/** A confirmed user whose plan an admin set through the admin API, as the back office does. */
export async function createUserWithTier(
  request: APIRequestContext,
  tier: "free" | "basic" | "premium" | "enterprise",
) {
  const credentials = await createConfirmedUser(request);
  if (tier === "free") return credentials;
  const headers = { authorization: `Bearer ${await signInAsAdmin(request)}` };
  const listed = await request.get(`/api/admin/users?query=${encodeURIComponent(credentials.email)}`, { headers });
  const { users } = (await listed.json()) as { users: { id: string; email: string }[] };
  const user = users.find((item) => item.email === credentials.email);
  if (!user) throw new Error(`user ${credentials.email} not listed`);
  const updated = await request.patch(`/api/admin/users/${user.id}`, {
    headers,
    data: { tier, tier_expires_at: null },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return credentials;
}

/** Opens a plan-gated page, signs in from the way in it offers a visitor, and lands back on it. */
export async function signInAndOpen(page: Page, credentials: { email: string; password: string }, path: string) {
  await page.goto(path);
  await page.getByRole("main").getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}
