import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { FAKE_AI_ANSWER } from "../fixtures/fake-ai-answer";
import { createUserWithTier, signInAndOpen } from "../training/training-accounts";

test.describe("[AI-APPS][PROMPTS]", () => {
  test("a premium user builds a prompt from a template, copies it, improves it with AI and keeps it as a favourite", async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/prompt-generator");
    await expect(page.getByRole("heading", { name: "Generador de prompts", level: 1 })).toBeVisible();
    await expect(page.getByText("Escribe al menos la tarea para generar el prompt.")).toBeVisible();

    await page.getByRole("button", { name: "Abogacía" }).click();
    await page.getByLabel("Público").fill("El gerente de una pyme");
    const prompt = page.getByTestId("generated-prompt");
    await expect(prompt).toContainText("## Rol\nActúa como abogada especialista en derecho laboral");
    await expect(prompt).toContainText("## Público\nEl gerente de una pyme");
    await expectNoSeriousAxeIssue(page);

    await page.getByRole("button", { name: "Copiar prompt" }).click();
    await expect(page.getByText("Copiado al portapapeles")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("## Tarea\nResume la sentencia que te pego a continuación");
    expect(copied).toContain("## Antes de responder");

    await page.getByRole("button", { name: "Mejorar con IA" }).click();
    await expect(page.getByRole("heading", { name: "Versión mejorada por IA" })).toBeVisible();
    await expect(prompt).toHaveText(FAKE_AI_ANSWER.trim());

    await page.getByRole("button", { name: "Volver a la versión generada" }).click();
    await page.getByLabel("Título del favorito").fill("Sentencias para gerentes");
    await page.getByRole("button", { name: "Guardar en favoritos" }).click();
    await expect(page.getByText("Guardado en tus favoritos")).toBeVisible();

    // The same app on its other route, after a reload: the draft and the favourite are still there.
    await page.goto("/apps/generador-prompts");
    await expect(page.getByLabel("Público")).toHaveValue("El gerente de una pyme");
    await expect(page.getByText("Sentencias para gerentes")).toBeVisible();
    await page.getByLabel("Tarea").fill("Otra tarea");
    await page.getByRole("button", { name: "Cargar: Sentencias para gerentes" }).click();
    await expect(page.getByLabel("Tarea")).toHaveValue(/^Resume la sentencia/);
  });
});
