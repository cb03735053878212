import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousAxeViolations } from "../fixtures/accessibility";
import { openSession, uniqueEmail, useSessionInPage } from "../fixtures/api";
import { createAdmin, publishPost } from "./blog-api";

const TABS = ["Artículos", "Categorías", "Comentarios", "Newsletter", "Contacto"];

/** A pending comment, an unread message and a subscriber, so every list shows rows and badges. */
async function seedBackOfficeRows(request: APIRequestContext): Promise<void> {
  const post = await publishPost(request, { title: "Accesibilidad del panel" });
  const answers = await Promise.all([
    request.post(`/api/blog/posts/${post.slug}/comments`, {
      data: { name: "Marta", email: uniqueEmail("comment"), content: "Un comentario para moderar." },
    }),
    request.post("/api/contact", {
      data: {
        name: "Marta",
        email: uniqueEmail("contact"),
        inquiryType: "support",
        subject: "Ayuda con el panel",
        message: "Un mensaje de prueba para la bandeja.",
      },
    }),
    request.post("/api/functions/newsletter-subscribe", { data: { email: uniqueEmail("newsletter") } }),
  ]);
  for (const answer of answers) expect(answer.ok(), await answer.text()).toBe(true);
}

/** A fresh admin's /admin/blog at `width`, with rows in every list; one short test per tab keeps each axe pass apart. */
async function openBackOffice(page: Page, request: APIRequestContext, width: number): Promise<void> {
  await seedBackOfficeRows(request);
  await useSessionInPage(page, await openSession(request, await createAdmin(request)));
  await page.setViewportSize({ width, height: 800 });
  await page.goto("/admin/blog");
}

async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Cargando…")).toHaveCount(0);
}

test.describe("[BLOG][ADMIN][A11Y]", () => {
  for (const width of [1280, 360]) {
    for (const tab of TABS) {
      test(`the /admin/blog tab ${tab} at ${width} px has no serious accessibility issue`, async ({
        page,
        request,
      }) => {
        await openBackOffice(page, request, width);
        await openTab(page, tab);
        expect(await seriousAxeViolations(page), `tab ${tab}`).toEqual([]);
      });
    }

    test(`the post editor at ${width} px has no serious accessibility issue`, async ({ page, request }) => {
      await openBackOffice(page, request, width);
      await openTab(page, "Artículos");
      await page.getByRole("button", { name: "Nuevo artículo" }).click();
      await expect(page.getByLabel("Título")).toBeVisible();
      expect(await seriousAxeViolations(page), "post editor").toEqual([]);
    });
  }
});
