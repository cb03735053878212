import { expect, test } from "@playwright/test";

test.describe("[SOFTWARE][SERVICES]", () => {
  test("a visitor opens a contracted service and its call to action preselects the inquiry type on the contact form", async ({
    page,
  }) => {
    await page.goto("/servicios");
    await expect(page.getByRole("heading", { level: 1, name: "Servicios" })).toBeVisible();
    await page.getByRole("link", { name: "Ver el servicio: Consultoría en IA" }).click();
    await expect(page).toHaveURL(/\/servicios\/consultoria-ia$/);
    await expect(page.getByRole("heading", { level: 1, name: "Consultoría en IA" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Un ejemplo práctico" })).toBeVisible();
    await expect(page.getByText("Plan Empresa o contrato a medida")).toBeVisible();

    await page.getByRole("link", { name: "Solicitar una propuesta" }).click();
    await expect(page).toHaveURL(/\/contacto\?tipo=sales$/);
    await expect(page.getByLabel("Tipo de consulta")).toHaveValue("sales");
  });

  test("a visitor on a tool service's page is led to the plans, not to a demo request", async ({ page }) => {
    await page.goto("/servicios/gestion-reuniones");
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de reuniones" })).toBeVisible();
    await expect(page.getByText("Plan Premium o superior")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir una demostración" })).toHaveCount(0);

    await page.getByRole("link", { name: "Ver planes" }).last().click();
    await expect(page).toHaveURL(/\/suscripciones$/);
  });

  test("content generation says it is in every plan, as the free assistant its button opens is", async ({ page }) => {
    await page.goto("/servicios/generacion-contenido");
    await expect(page.getByText("En todos los planes, también el gratuito")).toBeVisible();
    await expect(page.getByText(/Plan Básico o superior/)).toHaveCount(0);
  });

  test("an unknown service is the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/servicios/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
  });
});
