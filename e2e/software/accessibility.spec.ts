import { expect, test } from "@playwright/test";
import { testPagesHaveNoSeriousAxeIssue } from "../fixtures/accessibility";

const PAGES = ["/software", "/software/despacho-ia", "/servicios", "/servicios/consultoria-ia", "/apps"];

test.describe("[SOFTWARE][A11Y]", () => {
  testPagesHaveNoSeriousAxeIssue(PAGES);

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
