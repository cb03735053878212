import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";

test.describe("[BILLING][ACCOUNT]", () => {
  test("the account page edits the profile, lists devices, exports data and deletes the account", async ({
    page,
    request,
  }) => {
    const { email, password } = await createConfirmedUser(request);
    // Another device signed in, through the API.
    const other = await request.post("/api/auth/token?grant_type=password", {
      data: { email, password },
      headers: {
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
      },
    });
    expect(other.ok()).toBe(true);

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto("/cuenta");

    await page.getByLabel("Nombre").fill("Marta Puig");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Perfil actualizado")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Marta Puig" })).toBeVisible();

    await expect(page.getByText("Este dispositivo", { exact: true })).toBeVisible();
    await page
      .getByRole("button", { name: /Cerrar sesión en Safari en iPhone/ })
      .first()
      .click();
    await expect(page.getByText("Sesión cerrada en ese dispositivo")).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar mis datos" }).click();
    expect((await download).suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar tu cuenta para siempre?" });
    await dialog.getByLabel("Tu contraseña").fill("not-my-password");
    await dialog.getByRole("button", { name: "Eliminar definitivamente" }).click();
    await expect(dialog.getByText("La contraseña no es correcta.")).toBeVisible();
    await dialog.getByLabel("Tu contraseña").fill(password);
    await dialog.getByRole("button", { name: "Eliminar definitivamente" }).click();
    await expect(page.getByText("Cuenta eliminada")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const signIn = await request.post("/api/auth/token?grant_type=password", {
      data: { email, password },
    });
    expect(signIn.status()).toBe(400);
  });
});
