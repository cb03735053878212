import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MATURITY_ITEM_IDS } from "../../contracts/maturity-scoring";
import { signInThroughApi } from "../fixtures/api";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { waitForHydration } from "../fixtures/hydration";
import { createUserWithTier, signInAndOpen } from "../training/training-accounts";

/** Answers the six dimensions' statements with the option named `answer` (keyboard for the first one). */
async function answerChecklist(page: Page, answer: string, finish: string) {
  for (let step = 1; step <= 6; step += 1) {
    await expect(page.getByText(`Dimensión ${step} de 6`)).toBeVisible();
    const options = page.getByRole("radio", { name: answer, exact: true });
    await expect(options).toHaveCount(5);
    for (const option of await options.all()) await option.check();
    await page.getByRole("button", { name: step === 6 ? finish : "Siguiente" }).click();
  }
}

/** Saves an assessment that answers every statement with `answer` (0–4), as the app's save button does. */
async function saveAssessment(request: APIRequestContext, user: { email: string; password: string }, answer: number) {
  const token = await signInThroughApi(request, user);
  const answers = Object.fromEntries(MATURITY_ITEM_IDS.map((id) => [id, answer]));
  const saved = await request.post("/api/ai-apps/maturity-assessments", {
    headers: { authorization: `Bearer ${token}` },
    data: { answers },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe("[AI-APPS][MATURITY]", () => {
  test("on /apps at 1280 px the two maturity apps have different names and no access label is clipped", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/apps");
    await expect(page.getByRole("heading", { name: "Checklist de madurez en IA", level: 3 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Informe completo de madurez en IA", level: 3 })).toBeVisible();
    const labels = page.getByRole("link", { name: /^Cómo acceder a / });
    await expect(labels.first()).toBeVisible();
    for (const label of await labels.all()) {
      const fits = await label.evaluate(
        (element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth,
      );
      expect(fits, await label.innerText()).toBe(true);
    }
  });

  test("a visitor completes /checklist-madurez, sees a level and the chart, and keeps it after a reload", async ({
    page,
  }) => {
    await page.goto("/checklist-madurez");
    await expect(page.getByRole("heading", { name: "Checklist de madurez en IA", level: 1 })).toBeVisible();
    await expectNoSeriousAxeIssue(page);

    // Half-way answers survive a reload, and the server's page still hydrates without a mismatch.
    await page.getByRole("radio", { name: "En parte", exact: true }).first().check();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("radio", { name: "En parte", exact: true }).first()).toBeChecked();
    expect(pageErrors).toEqual([]);

    await answerChecklist(page, "En parte", "Ver resultado");
    await expect(page.getByTestId("maturity-level")).toHaveText("Nivel 3 de 5: Experimentación");
    await expect(page.getByText("Puntuación global: 50 %")).toBeVisible();
    await expect(page.getByRole("img", { name: /Madurez por dimensión/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "¿Quieres el informe completo?" })).toBeVisible();
    await expectNoSeriousAxeIssue(page);

    await page.reload();
    await expect(page.getByTestId("maturity-level")).toHaveText("Nivel 3 de 5: Experimentación");
  });

  test("a premium user completes the full checklist, sees the report, compares two assessments and downloads the PDF", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/apps/checklist-madurez-ia");
    // Named apart from the free checklist, so a buyer sees what the plan adds.
    await expect(page.getByRole("heading", { name: "Informe completo de madurez en IA", level: 1 })).toBeVisible();
    await expect(page.getByText("Aún no has guardado ninguna evaluación.", { exact: false })).toBeVisible();

    // An earlier assessment ("Apenas" everywhere) saved through the API keeps the journey to one questionnaire.
    await saveAssessment(request, user, 1);
    await page.reload();
    await expect(page.getByRole("button", { name: /^Ver informe: .* nivel 2 · 25 %$/ })).toBeVisible();
    await answerChecklist(page, "Totalmente", "Guardar y ver el informe");

    await expect(page.getByTestId("maturity-level")).toHaveText("Nivel 5 de 5: Transformación");
    await expect(page.getByRole("heading", { name: "Informe por dimensión" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /· nivel \d ·/ })).toHaveCount(2);
    // The chart compares the new assessment with the previous one.
    await expect(page.getByTestId("radar-chart").locator("polygon[stroke-dasharray]")).toHaveCount(1);
    // The toast library loads with the first toast, so the save's toast may show after the report:
    // the page is checked once it has come and gone (a fading toast has no stable colours to measure).
    await expect(page.getByText("Evaluación guardada en tu historial")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousAxeIssue(page);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descargar PDF" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("informe-madurez-ia.pdf");
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");

    // The earlier assessment's report shows its own recommendations.
    await page.getByRole("button", { name: /^Ver informe: .* nivel 2 · 25 %$/ }).click();
    await expect(page.getByTestId("maturity-level")).toHaveText("Nivel 2 de 5: Exploración");
    await expect(page.getByText("Recomendaciones").first()).toBeVisible();
  });
});
