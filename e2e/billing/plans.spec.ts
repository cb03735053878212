import { expect, test, type Page } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { waitForSettledPage, watchNetwork } from "../fixtures/settled-page";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

const LANGUAGES = [
  {
    locale: "es-ES",
    title: "Planes de suscripción",
    basic: /9\s€/,
    premium: /29\s€/,
    trial: "7 días de prueba gratis",
    queries: "100 consultas de IA al día",
    library: "Biblioteca de recursos: plantillas, guías y checklists",
    termsTrial: /días de prueba/,
  },
  {
    locale: "ca-ES",
    title: "Plans de subscripció",
    basic: /9\s€/,
    premium: /29\s€/,
    trial: "7 dies de prova gratuïta",
    queries: "100 consultes d'IA al dia",
    library: "Biblioteca de recursos: plantilles, guies i checklists",
    termsTrial: /dies de prova/,
  },
  {
    locale: "en-GB",
    title: "Subscription plans",
    basic: /€9/,
    premium: /€29/,
    trial: "7-day free trial",
    queries: "100 AI queries a day",
    library: "Resources library: templates, guides and checklists",
    termsTrial: /trial/,
  },
];

test.describe("[BILLING][PLANS]", () => {
  for (const language of LANGUAGES) {
    test.describe(language.locale, () => {
      test.use({ locale: language.locale });
      test(`shows the four plans with prices written for ${language.locale}`, async ({ page }) => {
        await page.goto("/suscripciones");
        await expect(page.getByRole("heading", { level: 1, name: language.title })).toBeVisible();
        await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
        await expect(page.getByText(language.basic).first()).toBeVisible();
        await expect(page.getByText(language.premium).first()).toBeVisible();
        // No Stripe in this run: nobody can get the trial, so no page promises it.
        await expect(page.getByText(language.trial, { exact: true })).toHaveCount(0);
        await expect(page.getByText(language.queries)).toBeVisible();
        await expect(page.getByText(language.library)).toBeVisible();
        // Nor do the terms.
        watchNetwork(page);
        await page.goto("/terminos");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await waitForSettledPage(page);
        await expect(page.getByRole("main").getByText(language.termsTrial)).toHaveCount(0);
      });
    });
  }

  test("without Stripe a paid plan explains that online payment is off and offers contact and a code", async ({
    page,
    request,
  }) => {
    const { email, password } = await createConfirmedUser(request);
    await signIn(page, email, password);
    await page.goto("/suscripciones");
    await expect(page.getByRole("button", { name: "Tu plan actual" })).toBeDisabled();
    await page.getByRole("button", { name: "Elegir Básico" }).click();
    const dialog = page.getByRole("dialog", { name: "Cómo contratar el plan Básico" });
    await expect(dialog).toContainText("Por ahora el plan Básico se contrata escribiéndonos");
    await expect(dialog).not.toContainText("instalación");
    await dialog.getByRole("link", { name: "Contactar" }).click();
    await expect(page).toHaveURL(/\/contacto\?tipo=sales$/);
    await expect(page.getByLabel("Tipo de consulta")).toHaveValue("sales");
  });

  test("a free user opening a premium route is sent to the upgrade screen", async ({ page, request }) => {
    const { email, password } = await createConfirmedUser(request);
    await signIn(page, email, password);
    await page.goto("/apps/generador-prompts");
    await expect(page.getByRole("heading", { name: "Contenido para suscriptores" })).toBeVisible();
    await page.getByRole("link", { name: "Ver planes de suscripción" }).click();
    await expect(page).toHaveURL(/\/suscripciones$/);
  });
});
