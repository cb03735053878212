import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createAdmin } from "../blog/blog-api";

/** A real PNG drawn for the test, uploaded as a screenshot. */
const drawScreenshot = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: "#3b5bdb" } })
    .png()
    .toBuffer();

test.describe("[SOFTWARE][ADMIN]", () => {
  test("an admin creates a software product with a screenshot and opens its landing", async ({ page, request }) => {
    const { email, password } = await createAdmin(request);
    const name = `Gestor de Expedientes ${Date.now()}`;
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    await page.goto("/admin/software");
    await page.getByRole("button", { name: "Nuevo producto" }).click();
    await page.getByLabel("Nombre", { exact: true }).fill(name);
    await page.getByLabel("Eslogan").fill("Los expedientes del despacho, ordenados solos.");
    await page.getByLabel("Descripción (Markdown)").fill("## Para despachos\n\nTodo el **expediente** en un lugar.");
    await page.getByLabel("Funcionalidades (una por línea)").fill("Cronología del expediente\nAvisos de plazos");
    await page
      .getByLabel("Subir captura")
      .setInputFiles({ name: "captura.png", mimeType: "image/png", buffer: await drawScreenshot() });
    await page.getByLabel("Texto alternativo de la captura 1").fill("Panel principal");
    await page.getByLabel("Texto de precio").fill("19 € al mes, IVA incluido.");
    await page.getByLabel("Publicado").check();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Producto guardado")).toBeVisible();

    await page.getByRole("link", { name: `Ver: ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Avisos de plazos")).toBeVisible();
    await expect(page.getByRole("img", { name: "Panel principal" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Para despachos" })).toBeVisible();

    await page.goto("/software");
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("an unknown software slug is the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/software/no-existe-este-producto");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
  });
});
