import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";
import { openSession, useSessionInPage } from "../fixtures/api";
import { FAKE_AI_ANSWER } from "../fixtures/fake-ai-answer";
import { waitForSettledPage, watchNetwork } from "../fixtures/settled-page";
import { createUserWithTier, signInAndOpen } from "./training-accounts";

const APPS = {
  glossary: "/apps/formacion/glosario-ia",
  quiz: "/apps/formacion/quiz-ia",
  dilemmas: "/apps/formacion/dilemas-ia",
  promptCoach: "/apps/formacion/prompt-coach",
  reflection: "/apps/formacion/reflexion-ia",
};

test.describe("[TRAINING][APPS]", () => {
  test("a premium user completes a quiz round, sees the score and keeps it after a reload", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, APPS.quiz);
    await page.getByRole("radio", { name: /Ética profesional/ }).check();
    await page.getByRole("button", { name: "Empezar ronda" }).click();

    for (let question = 1; question <= 10; question += 1) {
      await expect(page.getByText(`Pregunta ${question} de 10`)).toBeVisible();
      await page.getByRole("listitem").getByRole("button").first().click();
      await expect(page.getByText(/^(¡Correcto!|No es correcto)$/)).toBeVisible();
      await page.getByRole("button", { name: question === 10 ? "Ver resultado" : "Siguiente pregunta" }).click();
    }

    await expect(page.getByRole("heading", { name: /Resultado de la ronda/ })).toBeVisible();
    await expect(page.getByText(/^Has acertado \d+ de 10$/)).toBeVisible();
    await expect(page.getByText("¡Nuevo mejor resultado en este tema!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Repasa tus errores" })).toBeVisible();

    await page.reload();
    await expect(page.getByText(/^Has acertado \d+ de 10$/)).toBeVisible();
    await expect(page.getByText(/^Tu mejor resultado en este tema: \d+ %$/)).toBeVisible();
    await page.getByRole("button", { name: "Cambiar de tema" }).click();
    await expect(page.getByText(/Tu mejor resultado: \d+ %/)).toBeVisible();
  });

  test("a premium user searches the glossary without accents and opens a deep link that survives a reload", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, APPS.glossary);
    // The description states as many terms as the counter shows and the page lists.
    const counted = Number((await page.getByText(/^\d+ términos$/).textContent())?.split(" ")[0]);
    await expect(page.locator("main article[id]")).toHaveCount(counted);
    await expect(page.getByText(`${counted} términos de IA explicados`, { exact: false })).toBeVisible();
    await page.getByLabel("Buscar en el glosario").fill("alucinacion");
    await expect(page.getByRole("heading", { name: "Alucinación", level: 3 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Token", level: 3 })).toHaveCount(0);

    await page.getByRole("button", { name: "Regulación" }).click();
    await page.getByLabel("Buscar en el glosario").fill("");
    await expect(page.getByRole("heading", { name: "RGPD", level: 3 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Token", level: 3 })).toHaveCount(0);

    // A link to a term hidden by the topic filter still shows and scrolls to it.
    await page.goto(`${APPS.glossary}#rag`);
    const rag = page.locator("article#rag");
    await expect(rag).toBeInViewport();
    await expect(rag).toBeFocused();
    await page.reload();
    await expect(page.locator("article#rag")).toBeInViewport();

    await page.locator("article#rag").getByRole("link", { name: "Embedding (vector semántico)" }).click();
    await expect(page).toHaveURL(/#embedding$/);
    await expect(page.locator("article#embedding")).toBeInViewport();
  });

  test("a premium user completes the dilemmas and sees their profile", async ({ page, request }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, APPS.dilemmas);
    for (let dilemma = 1; dilemma <= 12; dilemma += 1) {
      await expect(page.getByText(`Dilema ${dilemma} de 12`)).toBeVisible();
      await page.getByRole("radio").first().check();
      await page.getByRole("button", { name: "Decidir" }).click();
      await expect(page.getByText(/^Principio aplicable/)).toBeVisible();
      await expect(page.getByText("Tu elección:")).toBeVisible();
      await page.getByRole("button", { name: dilemma === 12 ? "Ver mi perfil" : "Siguiente dilema" }).click();
    }
    await expect(page.getByRole("heading", { name: "Tu perfil ético" })).toBeVisible();
    await expect(page.getByText("Tu valor predominante: Eficiencia")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tus decisiones" })).toBeVisible();
  });

  test("a premium user scores a prompt and keeps a reflection entry in the journal", async ({ page, request }) => {
    const user = await createUserWithTier(request, "premium");
    await signInAndOpen(page, user, APPS.promptCoach);
    await page.getByLabel("Tu prompt").fill("Escribe un correo");
    await expect(page.getByText("22 de 100")).toBeVisible();
    await expect(page.getByText(/Indica un rol/)).toBeVisible();
    // The AI critique (the e2e app's fake provider answers), one daily query.
    await page.getByRole("button", { name: "Pedir crítica a la IA" }).click();
    const critique = page.getByRole("region", { name: "Crítica de la IA" });
    await expect(critique.getByText(FAKE_AI_ANSWER)).toBeVisible();
    await expect(critique.getByText("Te quedan 99 consultas hoy")).toBeVisible();

    await page.goto(APPS.reflection);
    await page.getByRole("button", { name: "Empezar: Calidad y verificación" }).click();
    await page.getByLabel(/último error de la IA/).fill("Una cifra inventada en un informe de ventas.");
    await page.getByRole("button", { name: "Guardar entrada" }).click();
    await expect(page.getByText("Entrada guardada")).toBeVisible();
    const entries = page.getByRole("region", { name: "Tus entradas" });
    await expect(entries.getByText("Una cifra inventada en un informe de ventas.")).toBeVisible();

    // AI feedback on the entry: streamed, saved with it, still there after a reload.
    await entries.getByRole("button", { name: "Comentario de la IA" }).click();
    await entries.getByRole("button", { name: "Pedir comentario a la IA" }).click();
    await expect(entries.getByText(FAKE_AI_ANSWER)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Tus entradas" }).getByText(FAKE_AI_ANSWER)).toBeVisible();
    await expect(entries.getByRole("button", { name: "Pedir otro comentario" })).toBeVisible();

    await entries.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Entrada eliminada")).toBeVisible();
    await expect(entries.getByText("Aún no has escrito ninguna entrada.", { exact: false })).toBeVisible();
  });

  test("a free user sees the upgrade screen on every training app and a lock in the catalogue", async ({
    page,
    request,
  }) => {
    const user = await createUserWithTier(request, "free");
    await signInAndOpen(page, user, APPS.glossary);
    for (const path of Object.values(APPS)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Contenido para suscriptores" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Ver planes de suscripción" })).toBeVisible();
    }
    await page.goto("/apps/formacion");
    await expect(page.getByRole("link", { name: /^Cómo acceder a / })).toHaveCount(5);
    // The same way to the plans a visitor gets.
    await expect(page.getByRole("link", { name: "Ver planes", exact: true })).toHaveAttribute("href", "/suscripciones");
    await page.getByRole("link", { name: "Cómo acceder a Quiz de IA" }).click();
    await expect(page).toHaveURL(/\/apps\/formacion\/quiz-ia$/);
    await expect(page.getByRole("list", { name: "Incluye" })).toContainText("100 consultas de IA al día");
  });

  test("a visitor's card leads to the app's page, which offers sign-in or the plans", async ({ page }) => {
    await page.goto("/apps/formacion");
    await page.getByRole("link", { name: "Cómo acceder a Glosario de IA" }).click();
    await expect(page).toHaveURL(/\/apps\/formacion\/glosario-ia$/);
    await expect(page.getByRole("heading", { name: "Contenido para suscriptores" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver planes de suscripción" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a visitor sees the catalogue and a call to sign up", async ({ page }) => {
    await page.goto("/apps/formacion");
    await expect(page.getByRole("heading", { name: "Crea tu cuenta para empezar a practicar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Crear cuenta" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Glosario de IA" })).toBeVisible();
    await expectNoSeriousAxeIssue(page);
  });

  for (const path of [...Object.values(APPS), "/apps/formacion"]) {
    test(`${path} has no serious accessibility issue and no sideways scroll at 360 px`, async ({ page, request }) => {
      const user = await createUserWithTier(request, "premium");
      await useSessionInPage(page, await openSession(request, user));
      await page.setViewportSize({ width: 360, height: 800 });
      watchNetwork(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await waitForSettledPage(page);
      await expectNoSeriousAxeIssue(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    });
  }
});
