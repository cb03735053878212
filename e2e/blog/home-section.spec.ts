import { expect, test } from "@playwright/test";
import { publishPost } from "./blog-api";

test.describe("[BLOG][HOME]", () => {
  test("shows category badges, the newest featured post, at most 8 others and the newsletter form", async ({
    page,
    request,
  }) => {
    const featured = await publishPost(request, { title: "Destacado de portada", featured: true });

    await expect(async () => {
      await page.goto("/");
      await expect(page.getByTestId("featured-post").getByRole("link", { name: featured.title })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });

    const section = page.getByRole("region", { name: "Del blog" });
    expect(await section.getByTestId("post-card").count()).toBeLessThanOrEqual(8);
    const badges = section.getByRole("navigation", { name: "Categorías del blog" }).getByRole("link");
    expect(await badges.count()).toBeLessThanOrEqual(5);
    for (const href of await badges.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/blog\/categoria\/[a-z0-9-]+$/);
    }
    await expect(section.getByRole("button", { name: "Suscribirme" })).toBeVisible();

    await page.getByTestId("featured-post").getByRole("link", { name: featured.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${featured.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: featured.title })).toBeVisible();
  });
});
