import { expect, test } from "@playwright/test";
import { approveComment, publishPost } from "./blog-api";

test.describe("[BLOG][COMMENTS]", () => {
  test("a visitor's comment waits for moderation, then shows to everyone once approved", async ({
    page,
    browser,
    request,
  }) => {
    const post = await publishPost(request, {
      title: "Artículo con comentarios",
      content: "Texto con un [enlace externo](https://example.com) y <script>window.hacked = true</script> nada más.",
    });
    const content = `¡Muy útil! ${Date.now()}`;

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "enlace externo" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(await page.evaluate(() => "hacked" in window)).toBe(false);

    // The form's code loads when the reader reaches the comments.
    await page.getByRole("heading", { name: "Deja un comentario" }).scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Deja un comentario" });
    await form.getByLabel("Nombre").fill("Lucía");
    await form.getByLabel("Email").fill("lucia@example.com");
    await form.getByLabel("Comentario").fill(content);
    await expect(form.getByText(`${content.length}/2000`)).toBeVisible();
    await form.getByRole("button", { name: "Publicar comentario" }).click();

    await expect(page.getByText("Comentario enviado")).toBeVisible();
    const mine = page.getByTestId("comment").filter({ hasText: content });
    await expect(mine).toBeVisible();
    await expect(mine.getByText("Pendiente de moderación")).toBeVisible();
    await expect(page.getByText("lucia@example.com")).toHaveCount(0);

    const stranger = await browser.newPage();
    await stranger.goto(`/blog/${post.slug}`);
    await expect(stranger.getByText("Todavía no hay comentarios. ¡Sé el primero en comentar!")).toBeVisible();

    await approveComment(request, content);

    await expect(async () => {
      await stranger.reload();
      await expect(stranger.getByTestId("comment").filter({ hasText: content })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId("comment").filter({ hasText: content })).toBeVisible();
    await expect(page.getByText("Pendiente de moderación")).toHaveCount(0);
    await stranger.close();
  });

  test("an unknown post shows the 404 page", async ({ page }) => {
    await page.goto("/blog/este-articulo-no-existe");
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  });
});
