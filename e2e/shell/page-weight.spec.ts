import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Reading pages arrive without the schema library (zod) and the Markdown pipeline; a
 * form's schemas and an editor's renderer load when they are used. Each library is recognised by
 * a name its code always carries, so the check does not depend on how chunks are named.
 */
const SCHEMA_LIBRARY = "$ZodObject";
const MARKDOWN_PIPELINE = "remarkRehypeOptions";

const READING_PAGES = [
  "/",
  "/blog",
  "/contacto",
  "/software",
  "/software/acta-rapida",
  "/checklist-madurez",
  "/microcursos",
  "/suscripciones",
];

/** The scripts a first load fetches until the network is idle, their bodies asked for again after. */
async function scriptsOfFirstLoad(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<{ url: string; body: string }[]> {
  const urls: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") urls.push(sent.url());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return Promise.all(urls.map(async (url) => ({ url, body: await (await request.get(url)).text() })));
}

test.describe("[SHELL][PAGE-WEIGHT]", () => {
  for (const path of READING_PAGES) {
    test(`${path} loads neither the schema library nor the Markdown pipeline`, async ({ page, request }) => {
      const scripts = await scriptsOfFirstLoad(page, request, path);
      expect(scripts.length).toBeGreaterThan(0);
      const heavy = scripts
        .filter(({ body }) => body.includes(SCHEMA_LIBRARY) || body.includes(MARKDOWN_PIPELINE))
        .map(({ url }) => new URL(url).pathname);
      expect(heavy).toEqual([]);
    });
  }

  test("the entry script asks the browser to compile it while it downloads", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      ([, href]) => href ?? "",
    );
    const bodies = await Promise.all(preloaded.map(async (href) => (await request.get(href)).text()));
    const entry = bodies.reduce((largest, body) => (body.length > largest.length ? body : largest), "");
    expect(entry.length).toBeGreaterThan(100_000);
    expect(entry.startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
  });

  test("the software landing shows its description, rendered by the server", async ({ page }) => {
    await page.goto("/software/acta-rapida");
    const description = page.locator(".markdown-body");
    await expect(description).toBeVisible();
    await expect(description.locator("p").first()).not.toBeEmpty();
  });
});
