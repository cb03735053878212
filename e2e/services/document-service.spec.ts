import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signInPageThroughApi } from "../fixtures/api";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { E2E_CONTRACT_CHANGED, E2E_CONTRACT_TEXT } from "../fixtures/fake-ai-structured";
import { createUserWithTier } from "../training/training-accounts";
import { holdRequestsTo } from "./hold-requests";

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

    await page.getByLabel("Archivo", { exact: true }).setInputFiles({
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

    await page.getByRole("button", { name: "Eliminar Extraer datos: contrato.txt" }).click();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(table).toBeHidden();
  });

  test("a pasted text is summarised: the sending bar shows, then the summary, key points and result.md", async ({
    page,
  }) => {
    const member = await createUserWithTier(page.request, "premium");
    await signInPageThroughApi(page, member);
    await page.goto("/servicios/procesamiento-documentos#herramienta");
    await page.getByRole("radio", { name: "Un texto para pegar" }).check();
    await page.getByLabel("Texto del documento").fill(E2E_CONTRACT_TEXT);
    await page.getByLabel("Qué quieres").selectOption("summary");
    const release = await holdRequestsTo(page, "**/api/services/documents");
    await page.getByRole("button", { name: "Procesar el texto" }).click();
    const bar = page.getByRole("progressbar", { name: "Enviando el texto" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", /^\d+$/);
    release();
    await expect(page.getByText("Acme SL presta servicios a Beta SA por 12.000 euros.")).toBeVisible({
      timeout: 30_000,
    });
    await expect(bar).toBeHidden();
    await expect(page.getByRole("heading", { name: "Puntos clave" })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Las partes son Acme SL y Beta SA" }).last(),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Eliminar Resumen: Texto pegado" })).toBeVisible();
    await expectNoSeriousAxeIssue(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Resultado (.md)" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe("documento-resultado.md");
    const markdown = readFileSync((await saved.path()) ?? "", "utf8");
    expect(markdown).toContain("Acme SL presta servicios a Beta SA por 12.000 euros.");
    expect(markdown).toContain("Las partes son Acme SL y Beta SA");
  });

  test("the risks of a contract come with their severity, and two versions are compared", async ({ page }) => {
    const member = await createUserWithTier(page.request, "premium");
    await signInPageThroughApi(page, member);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/servicios/procesamiento-documentos#herramienta");
    const contract = { name: "contrato.txt", mimeType: "text/plain", buffer: Buffer.from(E2E_CONTRACT_TEXT) };

    await page.getByLabel("Archivo", { exact: true }).setInputFiles(contract);
    await page.getByLabel("Qué quieres").selectOption("risks");
    await page.getByRole("button", { name: "Subir y procesar" }).click();
    const high = page.getByRole("listitem").filter({ hasText: "Riesgo alto" }).last();
    await expect(high).toContainText("No dice cuándo se paga", { timeout: 30_000 });
    await expect(high).toContainText("El importe total es de 12.000 euros.");
    await expect(page.getByRole("listitem").filter({ hasText: "Riesgo bajo" }).last()).toContainText(
      "No fija la ley aplicable",
    );
    await expectNoSeriousAxeIssue(page);
    const risksDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Resultado (.md)" }).click();
    const risks = readFileSync((await (await risksDownload).path()) ?? "", "utf8");
    expect(risks).toContain("No fija la ley aplicable ni los tribunales.");

    await page.getByLabel("Qué quieres").selectOption("compare");
    await page.getByLabel("Archivo", { exact: true }).setInputFiles({ ...contract, name: "v1.txt" });
    await page
      .getByLabel("Segunda versión")
      .setInputFiles({ ...contract, name: "v2.txt", buffer: Buffer.from(E2E_CONTRACT_CHANGED) });
    await page.getByRole("button", { name: "Subir y procesar" }).click();
    const difference = page
      .getByRole("listitem")
      .filter({ hasText: "El importe sube de 12.000 a 15.000 euros." })
      .last();
    await expect(difference).toBeVisible({ timeout: 30_000 });
    await expect(difference).toContainText("Antes:");
    await expect(difference).toContainText("12.000 euros");
    await expect(difference).toContainText("Después:");
    await expect(difference).toContainText("15.000 euros");
    // The history tells the three jobs apart by task, and names both versions of the comparison.
    await expect(page.getByText("Comparar dos versiones: v1.txt → v2.txt")).toBeVisible();
    await expect(page.getByText("Riesgos: contrato.txt")).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    const compareDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Resultado (.md)" }).first().click();
    const saved = await compareDownload;
    expect(saved.suggestedFilename()).toBe("v1-resultado.md");
    expect(readFileSync((await saved.path()) ?? "", "utf8")).toContain("El importe sube de 12.000 a 15.000 euros.");
  });

  test("a basic member is led to the plans instead of the tool", async ({ page }) => {
    const member = await createUserWithTier(page.request, "basic");
    await signInPageThroughApi(page, member);
    await page.goto("/servicios/procesamiento-documentos");
    await expect(page.getByRole("link", { name: "Ver planes" }).first()).toHaveAttribute("href", "/suscripciones");
    await expect(page.getByRole("heading", { name: "Analiza tu documento" })).toHaveCount(0);
  });
});

// The three tools in Catalan and English, with no raw key: e2e/shell/page-checks.spec.ts (as an admin).
