import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { FAKE_AI_ANSWER } from "../fixtures/fake-ai-answer";
import { createUserWithTier, signInAndOpen } from "../training/training-accounts";

test.describe("[AI-APPS][TRAINING-GENERATOR]", () => {
  test("a premium user builds a plan, refines it with AI, saves it and downloads the PDF", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/apps/generador-formacion");
    await page.getByLabel("Público").fill("Equipo de 12 abogados");
    await page.getByLabel("Perfil profesional").selectOption({ label: "Abogacía y asesoría jurídica" });
    await page.getByLabel("Ganar productividad").uncheck();
    await page.getByLabel("Redactar y comunicar mejor").check();
    await page.getByLabel("Horas disponibles en total").fill("20");

    await expect(page.getByTestId("training-summary")).toHaveText("5 módulos · 12 horas · 6 semanas");
    await expect(page.getByRole("heading", { name: "Módulo 4: Redacción y comunicación con IA" })).toBeVisible();
    await expect(page.getByText("Generar y editar un borrador para el resumen de una sentencia.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Glosario de IA" })).toHaveAttribute(
      "href",
      "/apps/formacion/glosario-ia",
    );
    const suggested = page.getByRole("region", { name: "Microcursos recomendados para este plan" });
    await expect(suggested.getByRole("link", { name: "Prompts eficaces para el trabajo diario" })).toHaveAttribute(
      "href",
      /^\/microcursos\/[a-z0-9-]+$/,
    );
    await expectNoSeriousAxeIssue(page);

    await page.getByRole("button", { name: "Afinar con IA" }).click();
    await expect(page.getByRole("heading", { name: "Ajustes sugeridos por la IA" })).toBeVisible();
    await expect(page.getByText(FAKE_AI_ANSWER.trim())).toBeVisible();

    await page.getByLabel("Nombre del plan").fill("Plan del despacho");
    await page.getByRole("button", { name: "Guardar el plan" }).click();
    await expect(page.getByText("Plan guardado en tu cuenta")).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir: Plan del despacho" })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId("training-summary")).toHaveText("5 módulos · 12 horas · 6 semanas");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar PDF" }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe("plan-formacion-ia.pdf");
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
