import { expect, test } from "@playwright/test";
import { waitForHydration } from "../fixtures/hydration";

test.describe("[SHELL][LAYOUT]", () => {
  test("home shows the hero, its call to action and the claim", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/más de 1000 profesionales/i)).toBeVisible();
    await page.getByRole("link", { name: "Explorar asistentes" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Leer el blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the Apps dropdown offers AI apps and training apps", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Apps" }).click();
    await page.getByRole("menuitem", { name: "Apps de formación" }).click();
    await expect(page).toHaveURL(/\/apps\/formacion$/);
  });

  test("a visitor reaches each paid AI tool from the home page in two clicks", async ({ page }) => {
    const tools = [
      { link: "Transcripción de audio y vídeo", heading: "Servicios de audio" },
      { link: "Actas de reuniones", heading: "Gestión de reuniones" },
      { link: "Procesamiento de documentos", heading: "Procesamiento de documentos" },
    ];
    for (const { link, heading } of tools) {
      await page.goto("/");
      await page.getByRole("button", { name: "Apps" }).click();
      await page.getByRole("menuitem", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The home page's cards lead there too.
      await page.goto("/");
      await page.getByRole("main").getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("the mobile menu opens and closes on navigation", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByTestId("mobile-menu")).toHaveCount(0);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Actas de reuniones" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Gestión de reuniones" })).toBeVisible();
  });

  test("the scroll-to-top button appears after 300 px and scrolls up", async ({ page }) => {
    await page.goto("/terminos");
    // Scroll only once the page is tall: the terms load lazily after the shell.
    await expect(page.getByRole("heading", { name: "Términos y condiciones" })).toBeVisible();
    // The layout listens to scrolling once hydrated.
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Volver arriba" });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: "instant" }));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("at 360 px the scroll-to-top button never covers a password field's eye icon", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 420 });
    await page.goto("/login");
    await waitForHydration(page);
    const eye = page.getByRole("button", { name: "Mostrar contraseña" }).first();
    await expect(eye).toBeVisible();
    // Bring the eye icon to the corner where the floating button sits, past the 300 px threshold.
    await page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "1200px";
      document.querySelector("main")?.prepend(spacer);
    });
    const box = await eye.boundingBox();
    if (!box) throw new Error("eye icon missing");
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), box.y + scrollY - (420 - 24 - 30));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The eye now sits in the floating button's corner (right-6 bottom-6, 44 px): where it covered it.
    const corner = await eye.boundingBox();
    expect(corner && corner.x + corner.width > 360 - 24 - 44 && corner.y + corner.height > 420 - 24 - 44).toBe(true);
    const covering = await eye.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2)?.closest("button") !== element;
    });
    expect(covering).toBe(false);
  });

  test("the footer links to terms and privacy", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Privacidad" }).click();
    await expect(page.getByRole("heading", { name: "Política de privacidad" })).toBeVisible();
  });

  test("each page names its own tab, as served and after navigating, in the page's language", async ({ page }) => {
    const titles = new Set<string>();
    for (const path of ["/", "/suscripciones", "/apps", "/contacto", "/login", "/cuenta", "/terminos", "/privacidad"]) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(8);
    await page.goto("/contacto?lng=ca");
    await expect(page).toHaveTitle("Contacte · Plataforma IA");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Termes" }).click();
    await expect(page).toHaveTitle("Termes i condicions · Plataforma IA");
  });
});
