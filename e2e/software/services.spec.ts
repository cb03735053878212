import { expect, test } from "@playwright/test";

test.describe("[SOFTWARE][SERVICES]", () => {
  test("a visitor opens a service and its call to action preselects the inquiry type on the contact form", async ({
    page,
  }) => {
    await page.goto("/servicios");
    await expect(page.getByRole("heading", { level: 1, name: "Servicios" })).toBeVisible();
    await page.getByRole("link", { name: "Ver el servicio: Gestión de reuniones" }).click();
    await expect(page).toHaveURL(/\/servicios\/gestion-reuniones$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de reuniones" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Un ejemplo práctico" })).toBeVisible();
    await expect(page.getByText("Plan Premium o superior")).toBeVisible();

    await page.getByRole("link", { name: "Pedir una demostración" }).click();
    await expect(page).toHaveURL(/\/contacto\?tipo=demo$/);
    await expect(page.getByLabel("Tipo de consulta")).toHaveValue("demo");
  });

  test("an unknown service is the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/servicios/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
  });
});
