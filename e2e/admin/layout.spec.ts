import { expect, test } from "@playwright/test";
import { createAdmin } from "../blog/blog-api";
import { signInPageThroughApi } from "../fixtures/api";
import { waitForHydration } from "../fixtures/hydration";
import { waitForAdminPage } from "./admin-pages";

// Every admin page at 1280 px (nothing sideways, tables as tables) and at 360 px (every control
// within reach): e2e/shell/page-checks.spec.ts.
test.describe("[ADMIN][LAYOUT]", () => {
  test("the back office has its own frame: sections in a sidebar, no public header or footer, a way back to the site", async ({
    page,
    request,
  }) => {
    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin/usuarios");
    await waitForAdminPage(page);
    const sections = page.getByRole("navigation", { name: "Secciones de administración" });
    await expect(sections).toBeVisible();
    await expect(sections.getByRole("link", { name: "Usuarios" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await sections.getByRole("link", { name: "Microcursos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Microcursos" })).toBeVisible();
    await page.getByRole("link", { name: "Volver al sitio" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Navegación principal" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("at 360 px the sections fold into a menu that works from the keyboard", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin/recursos");
    await waitForAdminPage(page);
    await waitForHydration(page);
    const sections = page.getByRole("navigation", { name: "Secciones de administración" });
    await expect(sections).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(sections).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(sections).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toBeFocused();

    await page.keyboard.press("Enter");
    await sections.getByRole("link", { name: "Códigos de acceso" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Códigos de acceso" })).toBeVisible();
    await expect(sections).toBeHidden();
  });

  test("at 360 px a row's actions are labelled buttons on its card and work", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin/microcursos");
    await waitForAdminPage(page);
    const card = page.getByRole("row", { name: /Prompts eficaces para el trabajo diario/ });
    for (const action of ["Subir", "Bajar", "Lecciones", "Editar", "Eliminar"]) {
      const control = card.getByRole("button", { name: action }).or(card.getByRole("link", { name: action }));
      await expect(control).toHaveText(action);
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, action).toBe(true);
    }
    await card.getByRole("button", { name: "Editar: Prompts eficaces para el trabajo diario" }).click();
    await expect(page.getByRole("dialog", { name: "Editar microcurso" })).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Título")).toHaveValue("Prompts eficaces para el trabajo diario");
  });
});
