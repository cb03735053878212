import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { waitForSettledPage, watchNetwork } from "../fixtures/settled-page";
import { createUserWithTier } from "../training/training-accounts";

const LESSON = "/microcursos/primeros-pasos-con-la-ia-generativa/que-es-la-ia-generativa";

async function expectNoSeriousIssue(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousAxeIssue(page);
}

// Every course page at 360 and 1280 px: e2e/shell/page-checks.spec.ts.
test.describe("[COURSES][A11Y]", () => {
  test("a lesson works from the keyboard and has no serious accessibility issue", async ({ page, request }) => {
    const credentials = await createUserWithTier(request, "free");
    watchNetwork(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(credentials.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(credentials.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(LESSON);
    await expectNoSeriousIssue(page);
    await page.getByRole("button", { name: "Marcar como completada" }).focus();
    await page.keyboard.press("Enter");
    // Not watched yet: the refusal is announced, then watching the (8 s) clip completes it.
    await expect(
      page.getByRole("status").filter({ hasText: "Mira al menos la mitad del vídeo para completar la lección." }),
    ).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await page.locator("video").evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect(page.getByText("Lección completada")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "Siguiente" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Tareas donde la IA ahorra tiempo" })).toBeVisible();
  });
});
