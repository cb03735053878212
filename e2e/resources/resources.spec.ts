import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { createAdmin } from "../blog/blog-api";
import { signInThroughApi } from "../fixtures/api";
import { createUserWithTier, signInAndOpen } from "../training/training-accounts";

test.describe("[RESOURCES][LIBRARY]", () => {
  test("a premium user finds a resource, filters by type and downloads its file", async ({ page, request }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/recursos");
    await expect(page.getByRole("heading", { name: "Recursos", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Guía de prompts para profesionales" })).toBeVisible();

    await page.getByLabel("Buscar recursos").fill("prompts");
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByLabel("Buscar recursos").fill("");
    await page.getByLabel("Tipo").selectOption({ label: "Checklist" });
    await expect(page.getByRole("article")).toHaveCount(2);
    await page.getByLabel("Buscar recursos").fill("nada que coincida");
    await expect(page.getByText("No hay recursos que coincidan con tu búsqueda.")).toBeVisible();
    await page.getByLabel("Buscar recursos").fill("");
    await expectNoSeriousAxeIssue(page);

    const downloading = page.waitForEvent("download");
    await page
      .getByRole("button", { name: "Descargar Checklist de protección de datos antes de usar un asistente" })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("checklist-proteccion-datos.pdf");
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // A count below ten is not shown: a buyer sees no "0 descargas" or "1 descarga".
    await expect(page.getByText(/^\d+ descargas?$/)).toHaveCount(0);
  });

  test("a free user meets the upgrade screen and a guessed download URL is refused", async ({ page, request }) => {
    const premium = await createUserWithTier(request, "premium");
    const premiumToken = await signInThroughApi(request, premium);
    const listed = await request.get("/api/resources", { headers: { authorization: `Bearer ${premiumToken}` } });
    const { resources } = (await listed.json()) as { resources: { downloadUrl: string }[] };
    const url = resources[0]?.downloadUrl ?? "";

    const free = await createUserWithTier(request, "free");
    await page.goto("/recursos");
    await page.getByRole("main").getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(free.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(free.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByRole("heading", { name: "Contenido para suscriptores" })).toBeVisible();

    const freeToken = await signInThroughApi(request, free);
    const refused = await request.get(url, { headers: { authorization: `Bearer ${freeToken}` } });
    expect(refused.status()).toBe(403);
    expect((await request.get(url)).status()).toBe(401);
  });

  test("an admin creates a resource with a file and a premium user sees it", async ({ page, request }) => {
    const admin = await createAdmin(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto("/admin/recursos");
    await expect(page.getByRole("heading", { name: "Recursos", level: 1 })).toBeVisible();
    const demoRow = page.getByRole("row").filter({ hasText: "Guía de prompts para profesionales" });
    await expect(demoRow.getByText("Ejemplo", { exact: true })).toBeVisible();
    await expectNoSeriousAxeIssue(page);

    const title = `Plantilla de acta ${Date.now()}`;
    await page.getByRole("button", { name: "Nuevo recurso" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Título").fill(title);
    await dialog.getByLabel("Descripción").fill("Acta de reunión con acuerdos y responsables.");
    await dialog
      .getByLabel(/^Archivo/)
      .setInputFiles({ name: "acta.md", mimeType: "text/markdown", buffer: Buffer.from("# Acta\n\n- Acuerdos:\n") });
    await dialog.getByLabel("Publicado").check();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Recurso guardado")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("acta.md");
    await expect(row).toContainText("Plantilla");

    const premium = await createUserWithTier(request, "premium");
    const token = await signInThroughApi(request, premium);
    const listed = await request.get("/api/resources", { headers: { authorization: `Bearer ${token}` } });
    const { resources } = (await listed.json()) as { resources: { title: string; downloadUrl: string }[] };
    const created = resources.find((resource) => resource.title === title);
    expect(created).toBeDefined();
    const file = await request.get(created?.downloadUrl ?? "", { headers: { authorization: `Bearer ${token}` } });
    expect(await file.text()).toBe("# Acta\n\n- Acuerdos:\n");

    await page.getByRole("button", { name: `Eliminar: ${title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Recurso eliminado")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });
});
