import { expect, test } from "@playwright/test";

test.describe("[SHELL][I18N]", () => {
  test.describe("with a Catalan browser", () => {
    test.use({ locale: "ca-ES" });

    test("shows the interface in Catalan and caches the choice", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Explora els assistents" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "ca");
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("ca");
    });

    test("a stored choice wins over the browser language", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("i18nextLng", "en"));
      await page.goto("/");
      await expect(page.getByRole("link", { name: "Explore assistants" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });

  test("Spanish is the default and the selector switches language", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("button", { name: /Cambiar idioma/ }).click();
    // Flags are drawn, not emoji that some systems cannot show.
    await expect(
      page.getByRole("menuitem", { name: /Català/ }).getByRole("img", { name: "Bandera de Cataluña" }),
    ).toBeVisible();
    await page.getByRole("menuitem", { name: /English/ }).click();
    await expect(page.getByRole("link", { name: "Explore assistants" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("link", { name: "Explore assistants" })).toBeVisible();
  });

  test("the choice is kept in a cookie the server renders in, and ?lng= opens a page in its language", async ({
    page,
    context,
  }) => {
    await page.goto("/?lng=en");
    await expect(page.getByRole("link", { name: "Explore assistants" })).toBeVisible();
    const cookie = (await context.cookies()).find((entry) => entry.name === "i18next");
    expect(cookie?.value).toBe("en");
    const response = await page.request.get("/suscripciones", { headers: { cookie: "i18next=ca" } });
    expect(await response.text()).toContain('<html lang="ca"');
  });

  test("falls back to Spanish for an unsupported browser language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Explorar asistentes" })).toBeVisible();
    await context.close();
  });
});
