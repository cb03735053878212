import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { makeAudio } from "../../test-support/media";
import { signInPageThroughApi } from "../fixtures/api";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { createUserWithTier } from "../training/training-accounts";
import { holdRequestsTo } from "./hold-requests";

test.describe("audio services", () => {
  test("a premium member transcribes a recording: upload with progress, result, subtitles download", async ({
    page,
  }, testInfo) => {
    const member = await createUserWithTier(page.request, "premium");
    await signInPageThroughApi(page, member);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/servicios/servicios-audio");
    await page.getByRole("link", { name: "Abrir la herramienta" }).click();
    await expect(page.getByRole("heading", { name: "Transcribe tu grabación" })).toBeVisible();

    await page.getByLabel("Archivo").setInputFiles({
      name: "entrevista.mp3",
      mimeType: "audio/mpeg",
      buffer: makeAudio("mp3", 5),
    });
    await page.getByLabel("Idioma", { exact: true }).selectOption("es");
    const release = await holdRequestsTo(page, "**/api/services/transcriptions");
    await page.getByRole("button", { name: "Subir y procesar" }).click();
    const uploadBar = page.getByRole("progressbar", { name: "Subiendo el archivo" });
    await expect(uploadBar).toBeVisible();
    await expect(uploadBar).toHaveAttribute("aria-valuenow", /^\d+$/);
    release();
    const job = page.getByRole("listitem").filter({ hasText: "entrevista.mp3" });
    const jobBar = job.getByRole("progressbar");
    await expect(jobBar).toBeVisible();
    await expect(jobBar).toHaveAttribute("aria-valuenow", /^\d+$/);
    await expect(page.getByText("Frase 1.")).toBeVisible({ timeout: 30_000 });
    await expect(jobBar).toBeHidden();
    await expect(page.getByText("Frase 3.")).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: testInfo.outputPath("audio-service-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: testInfo.outputPath("audio-service-1280.png"), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Subtítulos (.srt)" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("entrevista.srt");
    const srt = readFileSync((await saved.path()) ?? "", "utf8");
    expect(srt).toMatch(/^1\n00:00:00,000 --> 00:00:02,000\nFrase 1\.\n/);

    await page.getByRole("button", { name: "Eliminar entrevista.mp3" }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(page.getByText("Frase 1.")).toBeHidden();
  });

  test("a free member is led to the plans instead of the tool", async ({ page }) => {
    const member = await createUserWithTier(page.request, "free");
    await signInPageThroughApi(page, member);
    await page.goto("/servicios/servicios-audio");
    // One way to the plans, not two side by side.
    const toPlans = page.getByRole("link", { name: "Ver planes", exact: true });
    await expect(toPlans).toHaveCount(1);
    await expect(toPlans).toHaveAttribute("href", "/suscripciones");
    await expect(page.getByRole("heading", { name: "Transcribe tu grabación" })).toHaveCount(0);
  });
});
