import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "../fixtures/api";
import { createAdmin } from "../blog/blog-api";
import { waitForSettledPage, watchNetwork } from "../fixtures/settled-page";
import { MARKDOWN_PAYLOADS, SHORT_PAYLOADS } from "./xss-corpus";

/**
 * An XSS corpus: known payloads go into every text a user or admin can write (post
 * title, excerpt, Markdown body, cover address and alternative text, category name, comment name and text, contact message),
 * then every page that renders them is opened in Chromium — public pages as a visitor and the
 * back office as an admin. The test fails if any payload ever ran (`window.__xss`), a dialog
 * opened, or a link or frame in the page points to `javascript:`.
 */
const RUN = Date.now().toString(36);
const short = (index: number) => SHORT_PAYLOADS[index % SHORT_PAYLOADS.length] ?? "";

async function expectInert(page: Page, where: string) {
  await waitForSettledPage(page);
  // Give lazily rendered parts (images, hydrated widgets) a moment to do their worst.
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    `payload ran on ${where}`,
  ).toBeUndefined();
  const dangerous = await page.evaluate(() =>
    [...document.querySelectorAll("[href], [src], [action], [formaction], [data]")]
      .map((element) =>
        ["href", "src", "action", "formaction", "data"].map((name) => element.getAttribute(name) ?? "").join(" "),
      )
      .filter((value) => /^\s*javascript:|\sjavascript:/i.test(value)),
  );
  expect(dangerous, `javascript: URLs on ${where}`).toEqual([]);
}

test.describe("[SECURITY][XSS]", () => {
  test("no payload of the corpus runs on any page that shows user or admin text", async ({
    page,
    request,
    browser,
  }) => {
    const token = await signInAsAdmin(request);
    const headers = { authorization: `Bearer ${token}` };

    const category = await request.post("/api/admin/blog/categories", {
      headers,
      data: { name: `${short(0)} ${RUN}`.slice(0, 80) },
    });
    expect(category.ok(), await category.text()).toBe(true);
    const { id: categoryId, slug: categorySlug } = (await category.json()) as { id: string; slug: string };

    // A cover address with markup in it is refused; the post then uses a demo post's real cover.
    const hostileCover = await request.post("/api/admin/blog/posts", {
      headers,
      data: {
        title: `Portada ${RUN}`,
        coverImageUrl: `/uploads/blog/x"><img src=x onerror="window.__xss=1">-1600.webp`,
      },
    });
    expect(hostileCover.status()).toBe(400);
    const demoPosts = (await (await request.get("/api/blog/posts")).json()) as {
      posts: { coverImageUrl: string | null }[];
    };
    const coverImageUrl = demoPosts.posts.find((candidate) => candidate.coverImageUrl)?.coverImageUrl ?? null;

    const post = await request.post("/api/admin/blog/posts", {
      headers,
      data: {
        title: `${short(2)} Artículo ${RUN}`,
        excerpt: `${short(1)} resumen`,
        content: `## Corpus\n\n${MARKDOWN_PAYLOADS.join("\n\n")}`,
        // The cover's alternative text ends up in attributes (img alt, og:image:alt).
        coverImageUrl,
        coverImageAlt: short(5).slice(0, 300),
        categoryId,
        published: true,
      },
    });
    expect(post.ok(), await post.text()).toBe(true);
    const { slug } = (await post.json()) as { slug: string };

    for (const [index, payload] of SHORT_PAYLOADS.entries()) {
      const comment = await request.post(`/api/blog/posts/${slug}/comments`, {
        data: {
          name: `${short(index + 1)}`.slice(0, 80),
          email: `xss-${index}@example.com`,
          content: `${payload} comentario ${index}`,
        },
      });
      expect(comment.status(), await comment.text()).toBe(201);
    }
    const pending = await request.get("/api/admin/comments?status=pending&limit=100", { headers });
    const { comments } = (await pending.json()) as { comments: { id: string; content: string }[] };
    for (const comment of comments.filter((candidate) => candidate.content.includes("comentario"))) {
      await request.patch(`/api/admin/comments/${comment.id}`, { headers, data: { status: "approved" } });
    }
    const contact = await request.post("/api/contact", {
      data: {
        name: short(3),
        email: "xss@example.com",
        company: short(4),
        inquiryType: "support",
        subject: short(0),
        message: MARKDOWN_PAYLOADS.join(" ").slice(0, 1900),
      },
    });
    expect(contact.ok(), await contact.text()).toBe(true);

    page.on("dialog", () => {
      throw new Error("a payload opened a dialog");
    });
    watchNetwork(page);
    for (const path of [
      "/",
      "/blog",
      `/blog/${slug}`,
      `/blog/categoria/${categorySlug}`,
      `/blog?q=${encodeURIComponent(short(0))}`,
    ]) {
      await page.goto(path);
      await expectInert(page, path);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const admin = await createAdmin(request);
    const adminPage = await browser.newPage();
    watchNetwork(adminPage);
    adminPage.on("dialog", () => {
      throw new Error("a payload opened a dialog in the back office");
    });
    await adminPage.goto("/login");
    await adminPage.getByLabel("Email").fill(admin.email);
    await adminPage.getByLabel("Contraseña", { exact: true }).fill(admin.password);
    await adminPage.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(adminPage).toHaveURL(/\/admin\/blog$/);
    for (const tab of ["posts", "categories", "comments", "contact"]) {
      await adminPage.goto(`/admin/blog?tab=${tab}`);
      await expectInert(adminPage, `/admin/blog?tab=${tab}`);
    }
    await adminPage.close();
  });
});
