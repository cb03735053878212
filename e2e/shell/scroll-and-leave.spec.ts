import { expect, test, type Page } from "@playwright/test";
import { createUserWithTier, signInAndOpen } from "../training/training-accounts";

/** A click on the app's own link to `href`, without Playwright scrolling it into view first. */
async function clickAppLink(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    if (!link) throw new Error(`No link to ${target}`);
    link.click();
  }, href);
}

test.describe("[SHELL][NAVIGATION]", () => {
  test("back returns to where the page was left; a new page starts at the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const left = await page.evaluate(() => {
      window.scrollTo({ top: 900, behavior: "instant" });
      return window.scrollY;
    });
    expect(left).toBeGreaterThan(300);

    await clickAppLink(page, "/blog");
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test("the strategy kit asks before leaving unsaved work, in the app and when the tab closes", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/apps/kit-estrategia-ia");
    await page.getByLabel("Organización o cliente").fill("Despacho Martí");

    await clickAppLink(page, "/blog");
    const dialog = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Tienes cambios sin guardar en esta página. Si sales ahora, se perderán.");
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: test.info().outputPath(`leave-confirmation-${width}.png`) });
    }
    await dialog.getByRole("button", { name: "Seguir aquí" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/apps\/kit-estrategia-ia$/);
    await expect(page.getByLabel("Organización o cliente")).toHaveValue("Despacho Martí");

    // Back asks too, and the address stays on the kit until the user decides.
    await page.goBack();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/kit-estrategia-ia$/);
    await dialog.getByRole("button", { name: "Seguir aquí" }).click();

    // Closing the tab: the browser's own prompt.
    const beforeUnload = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const prompt = await beforeUnload;
    expect(prompt.type()).toBe("beforeunload");
    await prompt.dismiss();
  });

  test("leaving the strategy kit without unsaved work does not ask", async ({ page, request }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, "/apps/kit-estrategia-ia");
    await expect(page.getByLabel("Organización o cliente")).toBeVisible();
    await clickAppLink(page, "/blog");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
