import { expect, test, type Page } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { createAdmin } from "../blog/blog-api";
import { signInPageThroughApi } from "../fixtures/api";
import { PAGE_PATTERNS, readRouteSamples, samplePath, type RouteSamples } from "../fixtures/page-paths";
import { collectPageTexts, findRawKeys, loadKeyCatalogue } from "../fixtures/raw-keys";

const catalogue = loadKeyCatalogue();
const BROWSER_LOCALES = { es: "es-ES", ca: "ca-ES", en: "en-GB" } as const;
/** Back-office tabs with an address of their own, besides each page's first tab. */
const ADMIN_TABS = [
  ...["categories", "comments", "newsletter", "contact"].map((tab) => `/admin/blog?tab=${tab}`),
  "/admin/microcursos?tab=paths",
];

/** The back office's create buttons ("Nuevo microcurso", "Nova ruta", "Generate codes"), in the three languages. */
const CREATE_BUTTON = /^(Nuev[oa]|Nou|Nova|New|Generar|Genera|Generate)\b/;

function rawKeysIn(texts: string[], where: string): string[] {
  return texts.flatMap((text) => findRawKeys(text, catalogue).map((key) => `${where}: ${key}`));
}

/**
 * Opens each page once it has settled and lists `path: key` for every raw key on it; with
 * `withCreateForms`, also in the form its first create button opens (a dialog or an editor).
 */
async function walk(
  page: Page,
  patterns: readonly string[],
  samples: RouteSamples,
  language: string,
  { withCreateForms = false } = {},
) {
  const found: string[] = [];
  for (const pattern of patterns) {
    const path = samplePath(pattern, samples);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-placeholder]")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    // Not sent elsewhere (a guard's redirect would leave the page unchecked).
    expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
    found.push(...rawKeysIn(await collectPageTexts(page), path));
    const create = page.getByRole("main").getByRole("button", { name: CREATE_BUTTON }).first();
    if (withCreateForms && (await create.isVisible())) {
      const name = await create.innerText();
      await create.click();
      await page.waitForLoadState("networkidle");
      found.push(...rawKeysIn(await collectPageTexts(page), `${path} (${name})`));
    }
  }
  return found;
}

test.describe("[SHELL][I18N] no raw translation key on any page", () => {
  test("the key shape spares domains, e-mail addresses, file names, versions and prose", () => {
    const spared = [
      "Escríbenos a hola@example.com o visita www.ejemplo-profesional.com.",
      "Descarga acta.md, informe-final.pdf y datos.csv",
      "Versión 2.1.3 · 1.000 profesionales · 12:30 · https://example.com/a.b",
      "Node.js, p. ej. esto, e.g. that, i.e. this. Fin.Sigue",
      "Nota: revisa el texto · Ratio: 3:1",
    ];
    for (const text of spared) expect(findRawKeys(text, catalogue), text).toEqual([]);
    expect(findRawKeys("Categoría: categories.productivity", catalogue)).toEqual(["categories.productivity"]);
    expect(findRawKeys("users.columns.lastActive", catalogue)).toEqual(["users.columns.lastActive"]);
    expect(findRawKeys("(common:tiers.free)", catalogue)).toEqual(["common:tiers.free"]);
    expect(findRawKeys("Hola {{name}}, tienes {{ count }}", catalogue)).toEqual(["{{name}}", "{{ count }}"]);
    // An unknown key is caught by its shape, a known one even when it ends like a file.
    expect(findRawKeys("paths.someNewThing", catalogue)).toEqual(["paths.someNewThing"]);
  });

  for (const [language, locale] of Object.entries(BROWSER_LOCALES)) {
    test.describe(language, () => {
      test.use({ locale });

      test(`public pages as a visitor (${language})`, async ({ page, request }) => {
        test.setTimeout(180_000);
        const samples = await readRouteSamples(request);
        expect(await walk(page, PAGE_PATTERNS.public, samples, language)).toEqual([]);
      });

      test(`member pages as a free member (${language})`, async ({ page, request }) => {
        test.setTimeout(180_000);
        const samples = await readRouteSamples(request);
        await signInPageThroughApi(page, await createConfirmedUser(request));
        expect(await walk(page, ["/cuenta", ...PAGE_PATTERNS.member], samples, language)).toEqual([]);
      });

      test(`admin and paid pages as an admin (${language})`, async ({ page, request }) => {
        test.setTimeout(300_000);
        const samples = await readRouteSamples(request);
        await signInPageThroughApi(page, await createAdmin(request));
        const pages = [...PAGE_PATTERNS.admin, ...ADMIN_TABS, ...PAGE_PATTERNS.member];
        expect(await walk(page, pages, samples, language, { withCreateForms: true })).toEqual([]);
      });
    });
  }
});
