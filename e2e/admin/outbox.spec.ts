import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "../auth/accounts";
import { createAdmin } from "../blog/blog-api";
import { signInPageThroughApi, waitForEmail } from "../fixtures/api";
import { waitForAdminPage } from "./admin-pages";

test.describe("[ADMIN][OUTBOX]", () => {
  test("an admin reads a sent message and its link in the back office", async ({ page, request }) => {
    const member = await createConfirmedUser(request);
    const email = await waitForEmail(request, member.email);

    await signInPageThroughApi(page, await createAdmin(request));
    await page.goto("/admin");
    await waitForAdminPage(page);
    await page
      .getByRole("navigation", { name: "Secciones de administración" })
      .getByRole("link", { name: "Correo enviado" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Correo enviado" })).toBeVisible();

    const table = page.getByRole("table", { name: "Mensajes enviados" });
    const row = table.getByRole("row").filter({ hasText: member.email }).filter({ hasText: email.subject }).first();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Leer el mensaje a ${member.email}` }).click();
    const message = page.getByRole("dialog", { name: email.subject });
    await expect(message).toContainText(`Para: ${member.email}`);
    if (email.link) await expect(message.getByRole("link", { name: email.link })).toBeVisible();
    await page.keyboard.press("Escape");

    // At 360 px an address wraps before its "@" or a dot (or after a hyphen), never mid-word.
    await page.setViewportSize({ width: 360, height: 800 });
    const address = row.getByText(member.email, { exact: true });
    await expect(address).toBeVisible();
    const wraps = await address.evaluate((element) => {
      const range = document.createRange();
      const found: string[] = [];
      let previous: { top: number; character: string } | undefined;
      for (const node of Array.from(element.childNodes)) {
        const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? "") : "";
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = range.getBoundingClientRect().top;
          const character = text.charAt(index);
          if (previous && top > previous.top + 2) found.push(`${previous.character}|${character}`);
          previous = { top, character };
        }
      }
      return found;
    });
    for (const wrap of wraps) expect(wrap).toMatch(/^-\||\|[@.]$/);
  });
});
