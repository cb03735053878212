import { expect, test } from "@playwright/test";
import { signInThroughApi, waitForEmail } from "../fixtures/api";
import { createConfirmedUser } from "./accounts";

test.describe("[AUTH][RESET-PASSWORD]", () => {
  test("asks for the e-mail, follows its link, sets a new password and goes home", async ({ page, request }) => {
    const { email } = await createConfirmedUser(request);
    const newPassword = "Faro-Lejano-Bruma-77";

    await page.goto("/login");
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Email enviado")).toBeVisible();

    const message = await waitForEmail(request, email, { subjectIncludes: "Restablece" });
    expect(message.link).toContain("/reset-password?token_hash=");
    await page.goto(message.link ?? "");
    await page.getByLabel("Nueva contraseña").fill(newPassword);
    await page.getByLabel("Confirmar contraseña").fill("Faro-Lejano-Bruma-78");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();

    await page.getByLabel("Confirmar contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("¡Contraseña actualizada!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await signInThroughApi(request, { email, password: newPassword })).toBeTruthy();

    // The link was spent: opened again, it says so and offers a new one.
    await page.goto(message.link ?? "");
    await page.getByLabel("Nueva contraseña").fill("Otra-Clave-Distinta-19");
    await page.getByLabel("Confirmar contraseña").fill("Otra-Clave-Distinta-19");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByRole("heading", { name: "El enlace no es válido o ha caducado" })).toBeVisible();
  });

  test("without a valid link the page offers to ask for a new one", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "El enlace no es válido o ha caducado" })).toBeVisible();
    await page.getByRole("link", { name: "Pedir un enlace nuevo" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
