import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../fixtures/api";
import { createConfirmedUser } from "./accounts";

test.describe("[AUTH][SIGN-IN]", () => {
  test("a wrong password shows the sign-in error toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByLabel("Contraseña", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Error al iniciar sesión")).toBeVisible();
    await expect(page.getByText("Email o contraseña incorrectos.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  // Browser sign-ins count as devices (MAX_ACTIVE_SESSIONS), so journeys use their own users, not the admin.
  test("a guard sends a visitor to login and back after signing in", async ({ page, request }) => {
    const { email, password } = await createConfirmedUser(request);
    await page.goto("/activar-codigo");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/activar-codigo$/);
    await page.getByRole("button", { name: "Activar código" }).click();
    await expect(page.getByText("Por favor introduce un código")).toBeVisible();
  });
});
