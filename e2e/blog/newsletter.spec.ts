import { expect, test } from "@playwright/test";
import { uniqueEmail, waitForEmail } from "../fixtures/api";

test.describe("[BLOG][NEWSLETTER]", () => {
  test("an address without @ gets the 'Email inválido' toast and nothing is sent", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("newsletter-subscribe")) calls.push(request.url());
    });
    await page.goto("/");
    await page.getByLabel("Tu email").fill("sin-arroba.example.com");
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByText("Por favor, introduce una dirección de email válida.")).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("an address the server refuses (a@b) gets the same invalid-address toast", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Tu email").fill("a@b");
    const answer = page.waitForResponse((response) => response.url().includes("newsletter-subscribe"));
    await page.getByRole("button", { name: "Suscribirme" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByText("Por favor, introduce una dirección de email válida.")).toBeVisible();
    await expect(page.getByText("No se pudo suscribir. Inténtalo de nuevo más tarde.")).toHaveCount(0);
  });

  test("subscribing asks to confirm by e-mail and the link confirms it", async ({ page, request }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/");
    await page.getByLabel("Tu email").fill(email);
    await page.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("¡Ya casi está!")).toBeVisible();
    await expect(page.getByLabel("Tu email")).toHaveValue("");

    const message = await waitForEmail(request, email);
    expect(message.link).toBeTruthy();
    await page.goto(message.link ?? "/");
    await page.getByRole("button", { name: "Confirmar suscripción" }).click();
    await expect(page.getByText("Suscripción confirmada")).toBeVisible();
    await expect(page).not.toHaveURL(/newsletter=/);
  });
});
