import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signInPageThroughApi } from "../fixtures/api";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { E2E_CONTRACT_TEXT } from "../fixtures/fake-ai-structured";
import { createUserWithTier } from "../training/training-accounts";

test.describe("document service", () => {
  test("a premium member extracts fields with their quotes, downloads the CSV and deletes the job", async ({
    page,
  }, testInfo) => {
    const member = await createUserWithTier(page.request, "premium");
    await signInPageThroughApi(page, member);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/servicios/procesamiento-documentos");
    await page.getByRole("link", { name: "Abrir la herramienta" }).click();
    await expect(page.getByRole("heading", { name: "Analiza tu documento" })).toBeVisible();

    await page.getByLabel("Archivo").setInputFiles({
      name: "contrato.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(E2E_CONTRACT_TEXT),
    });
    await page.getByLabel("Qué quieres").selectOption("extract");
    await page.getByLabel("Datos que buscas (separados por comas)").fill("importe, partes");
    await page.getByRole("button", { name: "Subir y procesar" }).click();
    const table = page.getByRole("table");
    await expect(table.getByRole("cell", { name: "12.000 euros", exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(table.getByText("El importe total es de 12.000 euros.")).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: testInfo.outputPath("document-service-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousAxeIssue(page);
    await page.screenshot({ path: testInfo.outputPath("document-service-1280.png"), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Datos (.csv)" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("contrato-campos.csv");
    expect(readFileSync((await saved.path()) ?? "", "utf8")).toContain("12.000 euros");

    await page.getByRole("button", { name: "Eliminar contrato.txt" }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(table).toBeHidden();
  });

  test("a basic member is led to the plans instead of the tool", async ({ page }) => {
    const member = await createUserWithTier(page.request, "basic");
    await signInPageThroughApi(page, member);
    await page.goto("/servicios/procesamiento-documentos");
    await expect(page.getByRole("link", { name: "Ver planes" }).first()).toHaveAttribute("href", "/suscripciones");
    await expect(page.getByRole("heading", { name: "Analiza tu documento" })).toHaveCount(0);
  });
});
