import { expect, test } from "@playwright/test";

// Every software, service and apps page at 360 and 1280 px: e2e/shell/page-checks.spec.ts.
test.describe("[SOFTWARE][A11Y]", () => {
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
