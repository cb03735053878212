import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "../../contracts/routes";
import { publishPost } from "../blog/blog-api";
import { signInAsAdmin } from "../fixtures/api";

/** Each public page with its parameters filled (a post, a category; unknown slugs show the 404 page). */
async function publicPages(request: Parameters<typeof publishPost>[0]): Promise<string[]> {
  const token = await signInAsAdmin(request);
  const unique = Date.now().toString(36);
  const category = await request.post("/api/admin/blog/categories", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Hidratación ${unique}` },
  });
  const { slug: categorySlug } = (await category.json()) as { slug: string };
  const post = await publishPost(request, { title: "Hidratación" });
  const params: Record<string, string> = {
    slug: post.slug,
    categoria: categorySlug,
    courseSlug: "curso",
    lessonSlug: "leccion",
  };
  const pages = Object.values(PUBLIC_PATHS).map((pattern) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "ejemplo"),
  );
  return [...new Set([...pages, ...DEMO_PAGES, "/ruta-que-no-existe"])];
}

/** Pages of the demo content, rendered with their data rather than as a 404. */
const DEMO_PAGES = [
  "/microcursos/estrategia-de-ia-para-despachos",
  "/software/acta-rapida",
  "/servicios/consultoria-ia",
  "/asistente/analista-de-datos",
];

test.describe("[SHELL][HYDRATION]", () => {
  // Their hydration in the browser, without a console error or warning: e2e/shell/page-checks.spec.ts.
  test("every public page arrives rendered by the server, with no inline script", async ({ request }) => {
    for (const path of await publicPages(request)) {
      const html = await (await request.get(path, { headers: { "accept-language": "es" } })).text();
      expect(html, path).toMatch(/<div id="root">(<link [^>]*>)*<!--\$-->/);
      expect(html, path).not.toContain("<script>");
    }
  });

  test("course and software lists arrive with their cards, not a loading placeholder", async ({ request }) => {
    for (const [path, text] of [
      ["/microcursos", "Estrategia de IA para despachos"],
      ["/cursos", "Primeros pasos con la IA generativa"],
      ["/microcursos/estrategia-de-ia-para-despachos", "Estrategia de IA para despachos"],
      ["/software", "ActaRápida"],
    ] as const) {
      const html = await (await request.get(path, { headers: { "accept-language": "es" } })).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(main, path).toContain(text);
      expect(main, path).not.toContain('data-placeholder="listing"');
    }
  });

  test("a signed-in page on a server-rendered load hydrates its placeholder then applies the session", async ({
    page,
  }) => {
    await page.goto("/asistentes");
    await expect(page).toHaveURL(/\/login$/);
  });
});
