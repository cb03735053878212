import { expect, test, type APIRequestContext } from "@playwright/test";
import { seriousAxeViolations } from "../fixtures/accessibility";
import { uniqueEmail } from "../fixtures/api";
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

test.describe("[BLOG][ADMIN][A11Y]", () => {
  for (const width of [1280, 360]) {
    test(`every /admin/blog tab and the post editor at ${width} px have no serious accessibility issue`, async ({
      page,
      request,
    }) => {
      await seedBackOfficeRows(request);
      const { email, password } = await createAdmin(request);
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/login");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Contraseña", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);

      for (const tab of TABS) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel");
        await expect(panel).toBeVisible();
        await expect(panel.getByText("Cargando…")).toHaveCount(0);
        await page.waitForLoadState("networkidle");
        expect(await seriousAxeViolations(page), `tab ${tab}`).toEqual([]);
      }

      await page.getByRole("tab", { name: "Artículos" }).click();
      await page.getByRole("button", { name: "Nuevo artículo" }).click();
      await expect(page.getByLabel("Título")).toBeVisible();
      expect(await seriousAxeViolations(page), "post editor").toEqual([]);
    });
  }
});
