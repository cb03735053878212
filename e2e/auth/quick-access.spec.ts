import { expect, test, type Page } from "@playwright/test";
import { createQuickAccessCode } from "./accounts";

async function enterCode(page: Page, code: string) {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Código" }).click();
  await page.getByLabel("Código de acceso").fill(code);
  await page.getByRole("button", { name: "Acceder con código" }).click();
}

/** The code's first account, named after the code; its placeholder address is never shown. */
async function expectFirstAccountOf(page: Page, code: string) {
  await page.goto("/cuenta");
  await expect(page.getByRole("heading", { name: `${code} #1` })).toBeVisible();
  await expect(page.getByText("Cuenta creada con un código de acceso")).toBeVisible();
  await expect(page.getByText(/access-code\.invalid/)).toHaveCount(0);
}

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

    // Deleting it is confirmed with the name /cuenta shows, not the placeholder address.
    await expectFirstAccountOf(page, code);
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel(`Escribe el nombre de tu cuenta (${code} #1) para confirmar`)).toBeVisible();
    await expect(dialog.getByText(/access-code\.invalid/)).toHaveCount(0);
  });

  test("an unknown code shows the error and clears the field", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("tab", { name: "Código" }).click();
    await page.getByLabel("Código de acceso").fill("NOPE-0000");
    await page.getByRole("button", { name: "Acceder con código" }).click();
    await expect(page.getByText("Error al acceder")).toBeVisible();
    await expect(page.getByLabel("Código de acceso")).toHaveValue("");
  });

  test("the same browser typing a used-up code again returns to its account; another browser is refused", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const code = await createQuickAccessCode(request, 1);
    await enterCode(page, code);
    await expect(page).toHaveURL(/\/asistentes$/);
    await expectFirstAccountOf(page, code);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);

    await enterCode(page, code);
    await expect(page).toHaveURL(/\/asistentes$/);
    await expectFirstAccountOf(page, code);

    const otherBrowser = await browser.newContext({ baseURL });
    const other = await otherBrowser.newPage();
    await enterCode(other, code);
    await expect(other.getByText("Error al acceder")).toBeVisible();
    await expect(other.getByText("Este código ya se ha usado el número máximo de veces.")).toBeVisible();
    await otherBrowser.close();
  });
});
