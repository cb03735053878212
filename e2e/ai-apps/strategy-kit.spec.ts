import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { createUserWithTier, signInAndOpen } from "../training/training-accounts";

test.describe("[AI-APPS][STRATEGY-KIT]", () => {
  test("a premium user fills the kit, sees the matrix move, saves it to the account and exports it", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/apps/kit-estrategia-ia");
    await page.getByLabel("Organización o cliente").fill("Despacho Martí");

    await page.getByRole("button", { name: "Añadir caso de uso" }).click();
    await page.getByLabel("Nombre del caso de uso").fill("Resúmenes de sentencias");
    const impact = page.getByLabel("Impacto · Caso de uso 1");
    await impact.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const effort = page.getByLabel("Esfuerzo · Caso de uso 1");
    await effort.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("Cuadrante: Victorias rápidas")).toBeVisible();
    await expectNoSeriousAxeIssue(page);

    await page.getByRole("tab", { name: "Matriz" }).click();
    await expect(page.getByTestId("impact-effort-matrix").locator("circle")).toHaveCount(1);
    await expect(page.getByText("Victorias rápidas · Impacto 5/5 · Esfuerzo 2/5")).toBeVisible();

    await page.getByRole("tab", { name: "Ruta 90 días" }).click();
    await page.getByRole("button", { name: "Añadir las victorias rápidas como acciones" }).click();
    await expect(page.getByLabel("Acción · Días 1–30, Acción 1")).toHaveValue("Resúmenes de sentencias");

    await page.getByRole("tab", { name: "Riesgos" }).click();
    await page.getByRole("button", { name: "Añadir riesgo" }).click();
    await page.getByLabel("Descripción del riesgo").fill("Datos de clientes en herramientas externas");
    await page.getByLabel("Clase según la Ley de IA de la UE").selectOption({ label: "Riesgo limitado" });
    await expect(page.getByText("Puntuación 9 de 25 · nivel medio")).toBeVisible();
    await expectNoSeriousAxeIssue(page);

    await page.getByRole("button", { name: "Guardar en mi cuenta" }).click();
    await expect(page.getByText("Kit guardado en tu cuenta")).toBeVisible();

    // A browser without the local copy gets the kit from the account.
    await page.evaluate(() => localStorage.removeItem("ai-apps:strategy-kit:v1"));
    await page.reload();
    await expect(page.getByLabel("Organización o cliente")).toHaveValue("Despacho Martí");

    const markdownDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar Markdown" }).click();
    const markdown = await readFile(await (await markdownDownload).path(), "utf8");
    expect(markdown).toContain("### 1. Resúmenes de sentencias · Victorias rápidas");
    expect(markdown).toContain("Clase según la Ley de IA de la UE: Riesgo limitado");

    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe("kit-estrategia-ia.pdf");
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
