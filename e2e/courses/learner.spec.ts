import { expect, test, type Page } from "@playwright/test";
import { createUserWithTier } from "../training/training-accounts";

const PREMIUM_COURSE = "/microcursos/estrategia-de-ia-para-despachos";

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Plays the lesson's video from the start, in real time (the demo clips last 8 s): the server
 * credits watched time only as real time passes, and near the end the lesson completes itself.
 */
async function watchToTheEnd(page: Page) {
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener("loadedmetadata", resolve, { once: true }));
    element.muted = true;
    element.currentTime = 0;
    await element.play();
  });
  await expect(page.getByText("Lección completada")).toBeVisible({ timeout: 20_000 });
}

test("[COURSES][LEARNER]: a premium user watches every lesson, gets the certificate and verifies it publicly", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const credentials = await createUserWithTier(request, "premium");
  await signIn(page, credentials);

  await page.goto("/microcursos");
  await expect(page.getByRole("heading", { level: 1, name: "Microcursos" })).toBeVisible();
  await page.getByRole("button", { name: "Estrategia" }).click();
  await page.getByRole("link", { name: "Estrategia de IA para despachos profesionales" }).click();
  await expect(page).toHaveURL(new RegExp(`${PREMIUM_COURSE}$`));
  await page.getByRole("link", { name: "Empezar el microcurso" }).click();

  // The player resumes where the learner left off: save a position, come back, find it again.
  await expect(page.getByRole("heading", { level: 1, name: "Elegir casos de uso" })).toBeVisible();
  const video = page.locator("video");
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/progress") && response.request().method() === "PUT",
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener("loadedmetadata", resolve, { once: true }));
    element.muted = true;
    element.currentTime = 3;
    await new Promise((resolve) => element.addEventListener("seeked", resolve, { once: true }));
    await element.play();
    element.pause();
  });
  expect((await saved).ok()).toBe(true);
  await page.goto(page.url());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)), { timeout: 10_000 })
    .toBe(3);
  await page.getByLabel("Velocidad").selectOption("1.5");
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

  // The rule is stated beside the button before any click…
  await expect(page.getByText("Se puede marcar cuando has visto al menos la mitad del vídeo.")).toBeVisible();
  // …and ticking "completed" without watching is refused: half of the video has to be watched first.
  await page.getByRole("button", { name: "Marcar como completada" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Mira al menos la mitad del vídeo para completar la lección." }),
  ).toBeVisible();

  for (const title of ["Elegir casos de uso", "Política interna en una página", "Medir el retorno"]) {
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await watchToTheEnd(page);
    if (title !== "Medir el retorno") await page.getByRole("link", { name: "Siguiente" }).click();
  }
  await expect(page.getByRole("heading", { name: "¡Microcurso completado!" })).toBeVisible();

  // The first certificate asks, once, for the name to print on it: straight away, so no request
  // for the certificate is refused first.
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/certificate") && response.status() >= 400) refused.push(response.url());
  });
  await expect(page.getByRole("button", { name: "Descargar certificado" })).toHaveCount(0);
  await page.getByLabel("Nombre que aparecerá en tus certificados").fill("Marta Puig Soler");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Guardar y descargar el certificado" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  expect(refused).toEqual([]);
  const verify = page.getByRole("link", { name: "Página de verificación" });
  await expect(verify).toBeVisible();
  const href = (await verify.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/certificados\/[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // Anyone can check it, signed in or not; a forged code is not valid.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(new URL(href, page.url()).toString());
  await expect(visitor.getByRole("heading", { name: "Certificado válido" })).toBeVisible();
  await expect(visitor.getByText("Estrategia de IA para despachos profesionales").first()).toBeVisible();
  await expect(visitor.getByText("Marta Puig Soler").first()).toBeVisible();
  await visitor.goto(new URL("/certificados/ABCD-EFGH-JKMN", page.url()).toString());
  await expect(visitor.getByRole("heading", { name: "Certificado no encontrado" })).toBeVisible();
  await visitor.close();
});

test("[COURSES][LOCK]: a free user meets the lock on a premium lesson, with the plan it needs", async ({
  page,
  request,
}) => {
  const credentials = await createUserWithTier(request, "free");
  await signIn(page, credentials);
  await page.goto(PREMIUM_COURSE);
  await expect(page.getByRole("heading", { name: "Incluido en el plan Premium" })).toBeVisible();
  await expect(page.getByText("Bloqueada: requiere el plan Premium").first()).toBeVisible();
  await page.goto(`${PREMIUM_COURSE}/elegir-casos-de-uso`);
  await expect(page.getByRole("heading", { name: "Incluido en el plan Premium" })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ver planes de suscripción" })).toBeVisible();
  // The free course opens.
  await page.goto("/microcursos/primeros-pasos-con-la-ia-generativa/que-es-la-ia-generativa");
  await expect(page.locator("video")).toBeVisible();
});

test("[COURSES][VISITOR]: a visitor sees a free course's lessons as links that a free account opens; an unknown lesson is a 404", async ({
  page,
}) => {
  const course = "/microcursos/primeros-pasos-con-la-ia-generativa";
  await page.goto(course);
  const lessons = page.getByRole("list", { name: "Lecciones" }).getByRole("link");
  await expect(lessons.first()).toContainText("Abierta con una cuenta gratuita");
  await expect(page.getByText(/requiere el plan Gratuito/)).toHaveCount(0);
  await lessons.first().click();
  await expect(page).toHaveURL(/\/microcursos\/primeros-pasos-con-la-ia-generativa\/[^/]+$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
  const unknown = await page.goto(`${course}/no-existe`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /no encontrada/i })).toBeVisible();
});
