import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";

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
    await expect(section.getByRole("link", { name: "Mejorar plan: Transcriptor de audio" })).toHaveAttribute("href", "/suscripciones");
    expect(await page.content()).not.toContain("example.com/apps");
  });
});
