import { expect, test } from "@playwright/test";
import { testPagesHaveNoSeriousAxeIssue } from "../fixtures/accessibility";
import { waitForHydration } from "../fixtures/hydration";

const PAGES = ["/", "/blog", "/login", "/contacto", "/suscripciones", "/privacidad", "/esta-ruta-no-existe"];

test.describe("[SHELL][A11Y]", () => {
  testPagesHaveNoSeriousAxeIssue(PAGES);

  test("the main navigation works from the keyboard", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A key goes to the server's markup unanswered until the menu's handlers are attached.
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido" })).toBeFocused();
    await page.getByRole("button", { name: "Apps" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Apps de IA" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Apps de formación" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Apps" })).toBeFocused();
    await expect(page.getByRole("menu")).toHaveCount(0);
  });
});
