import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createAdmin } from "../blog/blog-api";
import { signInAsAdmin } from "../fixtures/api";
import { FAKE_AI_ANSWER } from "../fixtures/fake-ai-answer";
import { buildPdf, inflatingPage, textPage } from "../../test-support/pdf-files";

/** A 1×1 PNG: the chat's attachment in the premium journey. */
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Signs in with a fresh quick-access code of `tier` (the code login lands on /asistentes). */
async function signInWithTier(page: Page, request: APIRequestContext, tier: "free" | "premium") {
  const token = await signInAsAdmin(request);
  const response = await request.post("/api/admin/access-codes", {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: "quick_access", tier, duration_days: 7, max_uses: 1, note: `e2e assistants ${tier}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { codes } = (await response.json()) as { codes: { code: string }[] };
  await page.goto("/login");
  await page.getByRole("tab", { name: "Código" }).click();
  await page.getByLabel("Código de acceso").fill(codes[0]?.code ?? "");
  await page.getByRole("button", { name: "Acceder con código" }).click();
  await expect(page).toHaveURL(/\/asistentes$/);
}

test.describe("[ASSISTANTS]", () => {
  test("a premium user opens an assistant, chats and sees the answer stream in", async ({ page, request }) => {
    await signInWithTier(page, request, "premium");
    await page.getByRole("link", { name: "Redactor jurídico" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Redactor jurídico" })).toBeVisible();
    await expect(page.getByText("Te quedan 100 consultas hoy")).toBeVisible();
    const fileInput = page.locator('input[type="file"]');
    // A PDF whose page inflates to 2 GiB is refused with a sentence, not read.
    await fileInput.setInputFiles({
      name: "bomba.pdf",
      mimeType: "application/pdf",
      buffer: buildPdf([inflatingPage(2048)]),
    });
    await expect(page.getByText("«bomba.pdf» es demasiado pesado para leer su texto", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Quitar bomba.pdf" }).click();
    await fileInput.setInputFiles([
      { name: "grafico.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1, "base64") },
      {
        name: "contrato.pdf",
        mimeType: "application/pdf",
        buffer: buildPdf([textPage("Clausula tercera: renta de 850 euros")]),
      },
    ]);
    await expect(page.getByRole("button", { name: "Quitar grafico.png" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Quitar contrato.pdf" })).toBeVisible();
    // Sending waits for the uploads; the PDF's text is read on the server first.
    await expect(page.getByLabel("Subiendo contrato.pdf")).toHaveCount(0);
    const box = page.getByLabel("Mensaje para el asistente");
    await box.fill("Reclama una factura");
    await box.press("Shift+Enter");
    await box.pressSequentially("vencida");
    await expect(box).toHaveValue("Reclama una factura\nvencida");
    await box.press("Enter");
    await expect(page.getByRole("button", { name: "Detener" })).toBeVisible();
    await expect(page.getByText(FAKE_AI_ANSWER)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "grafico.png" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "contrato.pdf" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Copiar respuesta" })).toBeVisible();
    await expect(page.getByText("Te quedan 99 consultas hoy")).toBeVisible();
    const sidebar = page.getByRole("navigation", { name: "Conversaciones" });
    await expect(sidebar.getByRole("button", { name: "Reclama una factura vencida", exact: true })).toBeVisible();

    // Regenerate: the answer is replaced, not added, and the query counts.
    await page.getByRole("button", { name: "Regenerar respuesta" }).click();
    await expect(page.getByText("Te quedan 98 consultas hoy")).toBeVisible();
    await expect(page.getByText(FAKE_AI_ANSWER)).toHaveCount(1);
    // Edit and resend the last message.
    await page.getByRole("button", { name: "Editar mensaje" }).click();
    const editBox = page.getByLabel("Editar tu último mensaje");
    await editBox.fill("Reclama la factura 2024-118");
    await editBox.press("Enter");
    await expect(page.getByText("Te quedan 97 consultas hoy")).toBeVisible();
    await expect(page.getByText("Reclama la factura 2024-118")).toBeVisible();
    await expect(page.getByText(FAKE_AI_ANSWER)).toHaveCount(1);

    await page.reload();
    await page
      .getByRole("navigation", { name: "Conversaciones" })
      .getByRole("button", { name: "Reclama una factura vencida", exact: true })
      .click();
    await expect(page.getByText("Reclama la factura 2024-118")).toBeVisible();
    await expect(page.getByText(FAKE_AI_ANSWER)).toHaveCount(1);

    await page.goto("/blog/reglamento-europeo-de-ia-explicado");
    await page.getByRole("button", { name: "Preguntar sobre este artículo" }).click();
    await page.getByLabel("Mensaje para el asistente").fill("¿Qué plazos fija el reglamento?");
    await page.getByLabel("Mensaje para el asistente").press("Enter");
    await expect(page.getByText(FAKE_AI_ANSWER)).toBeVisible();
    await expect(page.getByText("Te quedan 96 consultas hoy")).toBeVisible();
  });

  test("a free user sees the lock on a premium assistant and the upgrade screen behind it", async ({
    page,
    request,
  }) => {
    await signInWithTier(page, request, "free");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Redactor jurídico" }) });
    await expect(card.getByText("Requiere el plan Premium")).toBeAttached();
    await expect(card.getByRole("link", { name: "Mejorar plan" })).toBeVisible();
    const freeCard = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Redactor de correos profesionales" }) });
    await expect(freeCard.getByRole("link", { name: "Mejorar plan" })).toHaveCount(0);
    // A free assistant: the box is there, and it says why nothing can be attached.
    await freeCard.getByRole("link", { name: "Redactor de correos profesionales" }).click();
    await expect(page.getByLabel("Mensaje para el asistente")).toBeVisible();
    await expect(
      page.getByText(
        "Tu plan Gratuito no incluye archivos adjuntos: puedes adjuntar PDF, imágenes, audio y vídeo desde el plan Básico.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Adjuntar archivo" })).toHaveCount(0);
    await page.goto("/asistentes");

    await page.getByRole("searchbox", { name: "Buscar asistentes" }).fill("juridico");
    await expect(page.getByRole("link", { name: "Redactor jurídico" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Copywriter de marketing" })).toHaveCount(0);

    await page.getByRole("link", { name: "Redactor jurídico" }).click();
    await expect(page.getByRole("heading", { name: "Contenido para suscriptores" })).toBeVisible();
    await expect(page.getByLabel("Mensaje para el asistente")).toHaveCount(0);
  });

  test("a visitor browses the portfolio and an assistant's landing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Asistentes especializados" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Asistentes de IA para profesionales" })).toBeVisible();
    await expect(page).toHaveTitle(/Asistentes de IA/);
    await page.getByRole("link", { name: "Asesor fiscal y contable" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Asesor fiscal y contable" })).toBeVisible();
    await expect(page.getByText("Incluido en el plan Premium o superior")).toBeVisible();
    await expect(page.getByText(/modelo 303/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Crear cuenta gratis" })).toBeVisible();
    await expect(page.getByText("Eres un asesor fiscal")).toHaveCount(0);
    await page.goto("/blog/reglamento-europeo-de-ia-explicado");
    await expect(page.getByRole("link", { name: "Inicia sesión para preguntar" })).toBeVisible();
  });

  test("an admin edits an assistant's description and sees it in the portfolio", async ({ page, request }) => {
    // Its own admin: every browser sign-in is a device, and the shared admin's are counted.
    const admin = await createAdmin(request);
    await page.goto("/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto("/admin/asistentes");
    await page.getByRole("button", { name: "Editar: Consultor de estrategia" }).click();
    const description = `DAFO y planes a 90 días ${Date.now()}`;
    await page.getByLabel("Descripción breve", { exact: true }).fill(description);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Asistente guardado")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Uso por asistente y día" })).toBeVisible();
    await page.goto("/portafolio-asistentes");
    await expect(page.getByText(description)).toBeVisible();
  });
});
