import { expect, test } from "@playwright/test";
import { createQuickAccessCode } from "./accounts";

test.describe("[AUTH][QUICK-ACCESS]", () => {
  test("a quick access code typed in lower case signs in and opens the assistants", async ({ page, request }) => {
    const code = await createQuickAccessCode(request);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Código" }).click();
    const field = page.getByLabel("Código de acceso");
    await field.fill(code.toLowerCase());
    await expect(field).toHaveValue(code);
    await page.getByRole("button", { name: "Acceder con código" }).click();
    await expect(page).toHaveURL(/\/asistentes$/);
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
  });

  test("an unknown code shows the error and clears the field", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("tab", { name: "Código" }).click();
    await page.getByLabel("Código de acceso").fill("NOPE-0000");
    await page.getByRole("button", { name: "Acceder con código" }).click();
    await expect(page.getByText("Error al acceder")).toBeVisible();
    await expect(page.getByLabel("Código de acceso")).toHaveValue("");
  });
});
