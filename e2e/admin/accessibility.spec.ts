import { expect, test } from "@playwright/test";
import { createAdmin } from "../blog/blog-api";
import { seriousAxeViolations } from "../fixtures/accessibility";
import { signInPageThroughApi } from "../fixtures/api";
import { listAdminPages, seedWideRows, waitForAdminPage } from "./admin-pages";

test.describe("[ADMIN][A11Y]", () => {
  for (const width of [1280, 360]) {
    test(`every admin page at ${width} px has no serious accessibility issue`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await seedWideRows(request);
      await page.setViewportSize({ width, height: 800 });
      await signInPageThroughApi(page, await createAdmin(request));
      for (const path of await listAdminPages(request)) {
        await page.goto(path);
        await waitForAdminPage(page);
        expect.soft(await seriousAxeViolations(page), path).toEqual([]);
      }
    });
  }

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
