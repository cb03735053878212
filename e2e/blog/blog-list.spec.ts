import { expect, test } from "@playwright/test";
import { publishPost } from "./blog-api";

test.describe("[BLOG][LIST]", () => {
  test("search puts the text in the URL, finds the post and survives a reload", async ({ page, request }) => {
    const word = `zumbido${Date.now().toString(36)}`;
    const post = await publishPost(request, { title: `Artículo ${word}` });

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await page.getByLabel("Buscar artículos").fill(word);
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    await expect(page.getByRole("link", { name: post.title })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Buscar artículos")).toHaveValue(word);
    await expect(page.getByRole("link", { name: post.title })).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(1);
  });

  test("an unknown category shows the 404 page", async ({ page }) => {
    await page.goto("/blog/categoria/categoria-que-no-existe");
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
  });
});
