import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = ["/software", "/software/despacho-ia", "/servicios", "/servicios/consultoria-ia", "/apps"];

test.describe("[SOFTWARE][A11Y]", () => {
  for (const path of PAGES) {
    for (const width of [360, 1280]) {
      test(`${path} at ${width} px has no serious accessibility issue`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
        expect(serious).toEqual([]);
      });
    }
  }

  test("a service and a software landing are reached from the keyboard", async ({ page }) => {
    await page.goto("/servicios");
    const serviceLink = page.getByRole("link", { name: "Ver el servicio: Consultoría en IA" });
    await serviceLink.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Consultoría en IA" })).toBeVisible();

    await page.goto("/software");
    await page.getByRole("link", { name: "ActaRápida" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "ActaRápida" })).toBeVisible();
  });
});
