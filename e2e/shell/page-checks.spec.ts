import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { PUBLIC_PATHS, buildPath } from "../../contracts/routes";
import { SERVICES } from "../../contracts/services";
import { ADMIN_TABS, findControlsOutOfReach, findSidewaysScroll, seedWideRows } from "../admin/admin-pages";
import { createConfirmedUser } from "../auth/accounts";
import { createAdmin } from "../blog/blog-api";
import { seriousAxeViolations } from "../fixtures/accessibility";
import { openSession, useSessionInPage } from "../fixtures/api";
import {
  PAGE_PATTERNS,
  UNKNOWN_CERTIFICATE_CODE,
  readRouteSamples,
  samplePath,
  type RouteSamples,
} from "../fixtures/page-paths";
import { collectPageTexts, findRawKeys, loadKeyCatalogue } from "../fixtures/raw-keys";
import { waitForSettledPage, watchNetwork } from "../fixtures/settled-page";

/**
 * One test per page, language and kind of visitor runs every page check: its status (200, or
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

/**
 * Console errors and warnings until `stop`. Not problems: a missing resource (a 404's own status),
 * and a preloaded image "not used" because the browser drew it from an earlier page's memory cache.
 */
function collectConsoleProblems(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.text().includes("was preloaded using link preload but not used")) return;
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${new URL(page.url()).pathname}: console ${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return {
    problems,
    stop: () => {
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
    },
  };
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

interface PageCheck {
  path: string;
  language: Language;
  withCreateForms?: boolean;
}

/** Every check on one page; what it finds, as readable lines. */
async function checkPage(page: Page, { path, language, withCreateForms = false }: PageCheck): Promise<string[]> {
  const { width, axe } = WALKS[language];
  const consoleWatch = collectConsoleProblems(page);
  const problems = consoleWatch.problems;
  try {
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
    return problems;
  } finally {
    consoleWatch.stop();
  }
}

type Visitor = "visitor" | "free member" | "admin";

/**
 * What the tests share, made once per worker: the route samples, and one browser page per kind of
 * visitor and language, signed in once (one device) and kept warm from page to page, as a person
 * browsing the site would have it.
 */
const pageTest = test.extend<
  object,
  { samples: RouteSamples; pageFor: (visitor: Visitor, language: Language) => Promise<Page> }
>({
  samples: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await readRouteSamples(request));
      await request.dispose();
    },
    { scope: "worker" },
  ],
  pageFor: [
    async ({ browser, playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const sessions = new Map<Visitor, Promise<string | undefined>>();
      const sessionOf = async (visitor: Visitor): Promise<string | undefined> => {
        if (visitor === "visitor") return undefined;
        if (visitor === "free member") return openSession(request, await createConfirmedUser(request));
        // Long values where lists are widest, so a layout that only fits short data fails.
        await seedWideRows(request);
        return openSession(request, await createAdmin(request));
      };
      const pages = new Map<string, Promise<Page>>();
      const openPage = async (visitor: Visitor, language: Language): Promise<Page> => {
        if (!sessions.has(visitor)) sessions.set(visitor, sessionOf(visitor));
        const session = await sessions.get(visitor);
        const context = await browser.newContext({ baseURL, locale: WALKS[language].locale });
        const page = await context.newPage();
        await page.setViewportSize({ width: WALKS[language].width, height: 800 });
        if (session) await useSessionInPage(page, session);
        watchNetwork(page);
        return page;
      };
      await use((visitor, language) => {
        const key = `${visitor}/${language}`;
        if (!pages.has(key)) pages.set(key, openPage(visitor, language));
        return pages.get(key) as Promise<Page>;
      });
      for (const page of pages.values()) await (await page).context().close();
      await request.dispose();
    },
    { scope: "worker" },
  ],
});

/** A route pattern (its page checked at the demo content's sample) or a concrete address. */
type PageEntry = string;
const pathFor = (entry: PageEntry, samples: RouteSamples) => (entry.includes(":") ? samplePath(entry, samples) : entry);

const PAGES_BY_VISITOR: Record<Visitor, readonly PageEntry[]> = {
  visitor: [...new Set<PageEntry>([...PAGE_PATTERNS.public, ...DEMO_PAGES, UNKNOWN_PAGE])],
  "free member": ["/cuenta", ...PAGE_PATTERNS.member],
  admin: [...PAGE_PATTERNS.admin, ...ADMIN_TABS, ...PAGE_PATTERNS.member, ...SERVICE_PAGES],
};

pageTest.describe("[SHELL][PAGES] every page, in every language, as every kind of visitor", () => {
  // A page taken over by a loaded machine still has its own minute and a half.
  pageTest.describe.configure({ mode: "parallel", timeout: 90_000 });

  pageTest("the key shape spares domains, e-mail addresses, file names, versions and prose", () => {
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
    for (const visitor of Object.keys(PAGES_BY_VISITOR) as Visitor[]) {
      for (const entry of PAGES_BY_VISITOR[visitor]) {
        pageTest(
          `${entry} as ${visitor === "admin" ? "an" : "a"} ${visitor} (${language})`,
          async ({ pageFor, samples }) => {
            const page = await pageFor(visitor, language);
            const check = { path: pathFor(entry, samples), language, withCreateForms: visitor === "admin" };
            expect(await checkPage(page, check)).toEqual([]);
          },
        );
      }
    }
  }
});
