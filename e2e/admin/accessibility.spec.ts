import { expect, test } from "@playwright/test";
import { createAdmin } from "../blog/blog-api";
import { seriousAxeViolations } from "../fixtures/accessibility";
import { signInPageThroughApi } from "../fixtures/api";
import { waitForAdminPage } from "./admin-pages";

// Every admin page at 360 and 1280 px: e2e/shell/page-checks.spec.ts.
test.describe("[ADMIN][A11Y]", () => {
  test("the learning path form, its course picker and the sidebar menu have no serious accessibility issue", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin/microcursos?tab=paths");
    await waitForAdminPage(page);
    await page
      .getByRole("button", { name: /^Editar: / })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Editar ruta de aprendizaje" })).toBeVisible();
    expect(await seriousAxeViolations(page), "path form").toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("navigation", { name: "Secciones de administración" })).toBeVisible();
    expect(await seriousAxeViolations(page), "open menu").toEqual([]);
  });
});
