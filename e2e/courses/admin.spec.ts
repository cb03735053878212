import path from "node:path";
import { expect, test } from "@playwright/test";
import { createAdmin } from "../blog/blog-api";

const CLIP = path.resolve(
  "server/start-up/seed/lesson-clips/primeros-pasos-con-la-ia-generativa--que-es-la-ia-generativa.webm",
);

test("[ADMIN][COURSES]: an admin creates a course with a lesson and a video, and publishes it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const title = `IA para docentes ${suffix}`;
  const slug = `ia-para-docentes-${suffix}`;
  const { email, password } = await createAdmin(request);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.goto("/admin/microcursos");
  await page.getByRole("button", { name: "Nuevo microcurso" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Slug (URL)").fill(slug);
  await dialog.getByLabel("Resumen").fill("Preparar clases y materiales con ayuda de la IA.");
  await dialog.getByLabel("Qué aprenderás (una idea por línea)").fill("Preparar una clase en la mitad de tiempo");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row.getByText("Borrador")).toBeVisible();

  await row.getByRole("link", { name: "Lecciones" }).click();
  await page.getByRole("link", { name: "Nueva lección" }).click();
  await page.getByLabel("Título", { exact: true }).fill("Tu primera clase con IA");
  await page
    .getByLabel("Texto de la lección (Markdown)")
    .fill("## Objetivo\n\nPreparar **una clase** con un asistente.");
  await page.getByRole("tab", { name: "Vista previa" }).click();
  await expect(page.getByRole("heading", { name: "Objetivo" })).toBeVisible();
  await page.getByRole("button", { name: "Crear lección" }).click();
  await expect(page.getByRole("heading", { name: "Editar lección" })).toBeVisible();

  await page.getByLabel("Vídeo (MP4 o WebM, hasta 500 MB)").setInputFiles(CLIP);
  await expect(page.getByRole("button", { name: /Quitar primeros-pasos/ })).toBeVisible();
  // The duration was read from the video (8 s → 1 minute).
  await expect(page.getByLabel("Duración (minutos)")).toHaveValue("1");

  await page.goto("/admin/microcursos");
  await page.getByRole("button", { name: `Editar: ${title}` }).click();
  await page.getByRole("dialog").getByLabel("Estado").selectOption({ label: "Publicado" });
  await page.getByRole("dialog").getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("row", { name: new RegExp(title) }).getByText("Publicado")).toBeVisible();

  await page.goto("/microcursos");
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("link", { name: "Empezar el microcurso" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tu primera clase con IA" })).toBeVisible();
  await expect.poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.duration)).toBe(8);
});
