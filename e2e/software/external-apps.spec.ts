import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { signInAsAdmin } from "../fixtures/api";

test.describe("[SOFTWARE][EXTERNAL-APPS]", () => {
  test("a free user sees the external apps locked, with no link to them in the page", async ({ page, request }) => {
    const { email, password } = await createConfirmedUser(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/apps");
    const section = page.getByRole("region", { name: "Apps externas" });
    await expect(section.getByRole("heading", { name: "Transcriptor de audio" })).toBeVisible();
    await expect(section.getByText("Requiere el plan Básico").first()).toBeVisible();
    await expect(section.getByText(/disponibles a partir del plan Básico/)).toBeVisible();
    await expect(section.getByRole("link", { name: /^Abrir/ })).toHaveCount(0);
    await expect(section.getByRole("link", { name: "Mejorar plan: Transcriptor de audio" })).toHaveAttribute(
      "href",
      "/suscripciones",
    );
    expect(await page.content()).not.toContain("example.com/apps");
  });
});

test.describe("[SOFTWARE][EXTERNAL-APPS][BASIC]", () => {
  test("a basic user opens a basic app through the redirect, while premium apps stay locked", async ({
    page,
    request,
  }) => {
    const { email, password } = await createConfirmedUser(request);
    const headers = { authorization: `Bearer ${await signInAsAdmin(request)}` };
    const listed = await request.get(`/api/admin/users?query=${encodeURIComponent(email)}`, { headers });
    const { users } = (await listed.json()) as { users: { id: string }[] };
    const updated = await request.patch(`/api/admin/users/${users[0]?.id ?? ""}`, {
      headers,
      data: { tier: "basic", tier_expires_at: null },
    });
    expect(updated.ok(), await updated.text()).toBe(true);

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/apps");
    const section = page.getByRole("region", { name: "Apps externas" });
    const open = section.getByRole("link", { name: /^Abrir: Transcriptor de audio/ });
    await expect(open).toHaveAttribute("target", "_blank");
    const href = (await open.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/api\/apps\/[0-9a-f-]+\/open\?ticket=/);
    await expect(section.getByRole("link", { name: "Mejorar plan: Actas de reuniones" })).toBeVisible();

    // The link carries no bearer token: the ticket alone lets this user through, to the app's URL,
    // which for a demo app is a page of this platform, never a made-up site.
    const redirect = await page.request.get(href, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(new URL(redirect.headers().location ?? "").pathname).toBe("/servicios/servicios-audio");
  });
});
