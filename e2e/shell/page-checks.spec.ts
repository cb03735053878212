import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PATHS, buildPath } from "../../contracts/routes";
import { SERVICES } from "../../contracts/services";
import { findControlsOutOfReach, findSidewaysScroll, listAdminPages, seedWideRows } from "../admin/admin-pages";
import { createConfirmedUser } from "../auth/accounts";
import { createAdmin } from "../blog/blog-api";
import { seriousAxeViolations } from "../fixtures/accessibility";
import { signInPageThroughApi } from "../fixtures/api";
import { PAGE_PATTERNS, UNKNOWN_CERTIFICATE_CODE, readRouteSamples, samplePath } from "../fixtures/page-paths";
import { collectPageTexts, findRawKeys, loadKeyCatalogue } from "../fixtures/raw-keys";
import { waitForSettledPage, watchNetwork } from "../fixtures/settled-page";

/**
 * One visit per page, language and kind of visitor runs every page check: its status (200, or
 * 404 for an unknown address), a main heading, no raw translation key
 * (also in the form a back-office create button opens), the page's language, no redirect away,
 * no serious axe issue (at 1280 px in Spanish, at 360 px in Catalan), no console error or
 * warning (hydration mismatches among them), nothing scrolling sideways, and at 1280 px tables
 * shown as tables, at 360 px every control within reach.
 */
const catalogue = loadKeyCatalogue();

const WALKS = {
  es: { locale: "es-ES", width: 1280, axe: true },
  ca: { locale: "ca-ES", width: 360, axe: true },
  en: { locale: "en-GB", width: 1280, axe: false },
} as const;
type Language = keyof typeof WALKS;

/** Pages of the demo content rendered with their data, and an unknown address (the 404 page). */
const DEMO_PAGES = [
  "/microcursos/estrategia-de-ia-para-despachos",
  "/microcursos/prompts-eficaces-para-el-trabajo-diario",
  "/software/acta-rapida",
  "/software/despacho-ia",
  "/servicios/consultoria-ia",
  "/asistente/analista-de-datos",
];
const UNKNOWN_PAGE = "/ruta-que-no-existe";
/** Addresses whose page says, with a 404, that what they name does not exist. */
const NOT_FOUND_PAGES = new Set([
  UNKNOWN_PAGE,
  buildPath(PUBLIC_PATHS.certificate, { code: UNKNOWN_CERTIFICATE_CODE }),
]);
/** Every service's page: the AI ones show their tool to a member whose plan includes it, a way to the plans to others. */
const SERVICE_PAGES = SERVICES.map((service) => buildPath(PUBLIC_PATHS.service, { slug: service.slug }));

/** The back office's create buttons ("Nuevo microcurso", "Nova ruta", "Generate codes"), in the three languages. */
const CREATE_BUTTON = /^(Nuev[oa]|Nou|Nova|New|Generar|Genera|Generate)\b/;

function rawKeysIn(texts: string[], where: string): string[] {
  return texts.flatMap((text) => findRawKeys(text, catalogue).map((key) => `${where}: raw key ${key}`));
}

/** Console errors and warnings while the page is open; a missing resource (a 404's own status) is not one. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${new URL(page.url()).pathname}: console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return problems;
}

/** What does not fit the page's width. */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const problems = await findSidewaysScroll(page);
  if (width < 400)
    return [...problems, ...(await findControlsOutOfReach(page)).map((control) => `out of reach: ${control}`)];
  // Wide enough for tables: they are shown as tables, not as cards.
  for (const table of await page.getByRole("main").getByRole("table").all()) {
    const display = await table.evaluate((element) => getComputedStyle(element).display);
    if (display !== "table") problems.push(`a table shown as ${display}`);
  }
  return problems;
}

async function walk(
  page: Page,
  paths: readonly string[],
  language: Language,
  { withCreateForms = false } = {},
): Promise<string[]> {
  const { width, axe } = WALKS[language];
  await page.setViewportSize({ width, height: 800 });
  watchNetwork(page);
  const problems = collectConsoleProblems(page);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(NOT_FOUND_PAGES.has(path) ? 404 : 200);
    await waitForSettledPage(page);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator("html"), path).toHaveAttribute("lang", language);
    // Not sent elsewhere (a guard's redirect would leave the page unchecked).
    expect(new URL(page.url()).pathname, path).toBe(path.split("?")[0]);
    problems.push(...rawKeysIn(await collectPageTexts(page), path));
    problems.push(...(await layoutProblems(page, width)).map((problem) => `${path}: ${problem}`));
    if (axe) problems.push(...(await seriousAxeViolations(page)).map((violation) => `${path}: axe ${violation}`));
    const create = page.getByRole("main").getByRole("button", { name: CREATE_BUTTON }).first();
    if (withCreateForms && (await create.isVisible())) {
      const name = await create.innerText();
      await create.click();
      await waitForSettledPage(page);
      problems.push(...rawKeysIn(await collectPageTexts(page), `${path} (${name})`));
    }
  }
  return problems;
}

test.describe("[SHELL][PAGES] every page, in every language, as every kind of visitor", () => {
  test.describe.configure({ mode: "parallel" });

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

  for (const language of Object.keys(WALKS) as Language[]) {
    test.describe(language, () => {
      test.use({ locale: WALKS[language].locale });

      test(`public pages as a visitor (${language})`, async ({ page, request }) => {
        test.setTimeout(240_000);
        const samples = await readRouteSamples(request);
        const paths = [
          ...new Set([...PAGE_PATTERNS.public.map((pattern) => samplePath(pattern, samples)), ...DEMO_PAGES]),
        ];
        expect(await walk(page, paths, language)).toEqual([]);
      });

      test(`member pages as a free member (${language})`, async ({ page, request }) => {
        test.setTimeout(240_000);
        const samples = await readRouteSamples(request);
        await signInPageThroughApi(page, await createConfirmedUser(request));
        const paths = ["/cuenta", ...PAGE_PATTERNS.member.map((pattern) => samplePath(pattern, samples))];
        expect(await walk(page, paths, language)).toEqual([]);
      });

      test(`admin and paid pages as an admin (${language})`, async ({ page, request }) => {
        test.setTimeout(360_000);
        // Long values where lists are widest, so a layout that only fits short data fails.
        await seedWideRows(request);
        const samples = await readRouteSamples(request);
        await signInPageThroughApi(page, await createAdmin(request));
        const paths = [
          ...(await listAdminPages(request)),
          ...PAGE_PATTERNS.member.map((pattern) => samplePath(pattern, samples)),
          ...SERVICE_PAGES,
        ];
        expect(await walk(page, paths, language, { withCreateForms: true })).toEqual([]);
      });
    });
  }
});
