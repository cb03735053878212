import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS, SIGNED_IN_PATHS, ADMIN_PATHS, PREMIUM_APP_PATHS } from "../../contracts/routes";

const STATIC_PUBLIC_PATHS = Object.values(PUBLIC_PATHS).filter((path) => !path.includes(":"));

test.describe("[SHELL][ROUTES]", () => {
  // Every page's status, heading and console, in the three languages: e2e/shell/page-checks.spec.ts.
  test("the main navigation is on every public page", async ({ page }) => {
    for (const path of STATIC_PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Navegación principal" }), path).toBeVisible();
    }
  });

  test("shows the 404 page with a link home for an unknown path", async ({ page }) => {
    const response = await page.goto("/esta-ruta-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  const guardedPaths = [
    SIGNED_IN_PATHS.assistants,
    SIGNED_IN_PATHS.activateCode,
    ADMIN_PATHS.users,
    ADMIN_PATHS.microcourses,
  ];
  for (const path of guardedPaths) {
    test(`sends a visitor from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  // A plan-gated page stays put for a visitor and says what opens it: sign in, or the plan.
  for (const path of [PREMIUM_APP_PATHS.quiz, "/recursos"]) {
    test(`offers a visitor on ${path} sign-in or the plans`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Contenido para suscriptores" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Ver planes de suscripción" })).toBeVisible();
    });
  }

  test("scrolls to the cookies and GDPR anchors of the privacy page", async ({ page }) => {
    await page.goto("/privacidad#gdpr");
    const section = page.locator("section#gdpr");
    await expect(section).toBeInViewport();
    await page.goto("/privacidad#cookies");
    await expect(page.locator("section#cookies")).toBeInViewport();
  });
});
