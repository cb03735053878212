import { expect, test } from "@playwright/test";
import { waitForHydration } from "../fixtures/hydration";
import { publishPost } from "./blog-api";

/** What a post's first load leaves out of its main thread, measured in the browser. */
const LONG_ARTICLE = Array.from(
  { length: 14 },
  (_, index) =>
    `## Sección ${index + 1}\n\n${"Un párrafo largo sobre cómo usar asistentes de IA en un despacho profesional. ".repeat(12)}`,
).join("\n\n");

test.describe("[BLOG][FIRST-LOAD]", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("a post hydrates with the server's date labels, without creating a date formatter", async ({
    page,
    request,
  }) => {
    const post = await publishPost(request, { title: "Fechas del servidor" });
    await page.addInitScript(() => {
      const counted = window as unknown as { dateFormatters: number };
      counted.dateFormatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.dateFormatters += 1;
          return new target(...args);
        },
      });
    });
    await page.goto(`/blog/${post.slug}`);
    await waitForHydration(page);
    const published = page.locator("article header time");
    await expect(published).toHaveText(/\d{4}/);
    expect(await page.evaluate(() => (window as unknown as { dateFormatters: number }).dateFormatters)).toBe(0);
  });

  test("the sections below the article wait for layout until the page has hydrated, then are all rendered", async ({
    page,
    request,
  }) => {
    const post = await publishPost(request, { title: "Artículo largo", content: LONG_ARTICLE });
    const isRendered = (selector: string) =>
      page.locator(selector).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    // Inside a section that waits, the browser skips the contents: the comments' heading, the footer's titles.
    const inside = ["#comments-title", "#root footer h2 >> nth=0"];

    // The server's page before any script runs: what is below the fold is not laid out yet.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const selector of inside) expect(await isRendered(selector)).toBe(false);

    // Hydrated: everything is rendered, for a full-page capture as for a reader who scrolls.
    await page.unroute(/\.js$/);
    await page.goto(`/blog/${post.slug}`);
    await waitForHydration(page);
    for (const selector of inside) await expect.poll(() => isRendered(selector)).toBe(true);
    await page.getByRole("heading", { name: "Deja un comentario" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("form", { name: "Deja un comentario" }).getByLabel("Nombre")).toBeVisible();
  });
});
