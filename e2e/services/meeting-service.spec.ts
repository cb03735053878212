import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { makeAudio } from "../../test-support/media";
import { signInPageThroughApi } from "../fixtures/api";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { E2E_MEETING_TRANSCRIPT } from "../fixtures/fake-ai-structured";
import { createUserWithTier } from "../training/training-accounts";
import { holdRequestsTo } from "./hold-requests";

test.describe("meeting service", () => {
  test("a premium member turns a transcript into minutes, downloads the calendar and deletes the job", async ({
    page,
  }, testInfo) => {
    const member = await createUserWithTier(page.request, "premium");
    await signInPageThroughApi(page, member);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/servicios/gestion-reuniones");
    await page.getByRole("link", { name: "Abrir la herramienta" }).click();
    await expect(page.getByRole("heading", { name: "Acta de tu reunión" })).toBeVisible();

    await page.getByLabel("Título de la reunión").fill("Campaña");
    await page.getByLabel("Transcripción", { exact: true }).fill(E2E_MEETING_TRANSCRIPT);
    await page.getByRole("button", { name: "Redactar el acta" }).click();
    await expect(page.getByText("El equipo acordó lanzar la campaña en marzo.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Lanzar la campaña en marzo", { exact: true })).toBeVisible();
    await expect(page.getByText("Responsable: Luis")).toBeVisible();
    await expect(page.getByText("Fecha: 2027-01-15")).toBeVisible();
    await expect(page.getByText("Hola a todos: la campaña sale en marzo.")).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: testInfo.outputPath("meeting-service-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: testInfo.outputPath("meeting-service-1280.png"), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Tareas al calendario (.ics)" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("tareas.ics");
    const ics = readFileSync((await saved.path()) ?? "", "utf8");
    expect(ics).toContain("DUE;VALUE=DATE:20270115");
    expect(ics).toContain("Preparar el presupuesto");

    await page.getByRole("button", { name: "Eliminar Campaña" }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(page.getByText("El equipo acordó lanzar la campaña en marzo.")).toBeHidden();
  });

  test("a recording is uploaded with its progress, transcribed, then turned into minutes", async ({ page }) => {
    const member = await createUserWithTier(page.request, "premium");
    await signInPageThroughApi(page, member);
    await page.goto("/servicios/gestion-reuniones#herramienta");
    await page.getByRole("radio", { name: "Una grabación" }).check();
    await page.getByLabel("Título de la reunión").fill("Comité");
    await page.getByLabel("Archivo").setInputFiles({
      name: "comite.mp3",
      mimeType: "audio/mpeg",
      buffer: makeAudio("mp3", 5),
    });
    const release = await holdRequestsTo(page, "**/api/services/meetings");
    await page.getByRole("button", { name: "Subir y procesar" }).click();
    const uploadBar = page.getByRole("progressbar", { name: "Subiendo el archivo" });
    await expect(uploadBar).toBeVisible();
    await expect(uploadBar).toHaveAttribute("aria-valuenow", /^\d+$/);
    release();
    const jobBar = page.getByRole("listitem").filter({ hasText: "Comité" }).getByRole("progressbar");
    await expect(jobBar).toBeVisible();
    await expect(jobBar).toHaveAttribute("aria-valuenow", /^\d+$/);
    await expect(page.getByText("El equipo acordó lanzar la campaña en marzo.")).toBeVisible({ timeout: 30_000 });
    await expect(jobBar).toBeHidden();
    await expectNoSeriousAxeIssue(page);
  });

  test("a basic member is led to the plans instead of the tool", async ({ page }) => {
    const member = await createUserWithTier(page.request, "basic");
    await signInPageThroughApi(page, member);
    await page.goto("/servicios/gestion-reuniones");
    // One way to the plans, not two side by side.
    const toPlans = page.getByRole("link", { name: "Ver planes", exact: true });
    await expect(toPlans).toHaveCount(1);
    await expect(toPlans).toHaveAttribute("href", "/suscripciones");
    await expect(page.getByRole("heading", { name: "Acta de tu reunión" })).toHaveCount(0);
  });
});
