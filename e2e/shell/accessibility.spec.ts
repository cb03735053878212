import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "../fixtures/hydration";

// Every page at 360 and 1280 px: e2e/shell/page-checks.spec.ts.
test.describe("[SHELL][A11Y]", () => {
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

  test("an error toast's text is readable against its background", async ({ page }) => {
    // Without motion the toast is fully opaque once mounted, so axe measures its settled colours.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("nadie@example.com");
    await page.getByLabel("Contraseña", { exact: true }).fill("no-es-la-clave-1");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withRules(["color-contrast"])
      .include("[data-sonner-toaster]")
      .analyze();
    expect(results.violations.flatMap((rule) => rule.nodes.map((node) => node.failureSummary))).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toContain("color-contrast");
  });
});
