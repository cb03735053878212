import { expect, test } from "@playwright/test";
import { createAdmin } from "./blog-api";

test.describe("[BLOG][ADMIN]", () => {
  test("an admin writes a post with live preview, publishes it and approves a comment on it", async ({
    page,
    request,
  }) => {
    const { email, password } = await createAdmin(request);
    const title = `Guía de automatización ${Date.now()}`;

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);

    await page.getByRole("button", { name: "Nuevo artículo" }).click();
    await page.getByLabel("Título").fill(title);
    await expect(page.getByLabel("URL del artículo")).toHaveValue(/^guia-de-automatizacion-\d+$/);
    await page.getByLabel("Extracto").fill("Un resumen para la portada.");
    await page.getByLabel("Contenido (Markdown)").fill("## Primeros pasos\n\nEmpieza por **una tarea**.");
    await expect(
      page.getByRole("region", { name: "Vista previa" }).getByRole("heading", { name: "Primeros pasos" }),
    ).toBeVisible();
    await page.getByLabel("Publicado").check();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Artículo creado")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Editar artículo" })).toBeVisible();

    const slug = (await page.getByLabel("URL del artículo").inputValue()).trim();
    const content = `Comentario para moderar ${Date.now()}`;
    const posted = await request.post(`/api/blog/posts/${slug}/comments`, {
      data: { name: "Jordi", email: "jordi@example.com", content },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    await page.getByRole("tab", { name: "Comentarios" }).click();
    const row = page.getByTestId("moderation-comment").filter({ hasText: content });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Aprobar el comentario de Jordi" }).click();
    await expect(page.getByText("Comentario aprobado")).toBeVisible();
    await expect(row).toHaveCount(0);

    await expect(async () => {
      await page.goto(`/blog/${slug}`);
      await expect(page.getByTestId("comment").filter({ hasText: content })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});
