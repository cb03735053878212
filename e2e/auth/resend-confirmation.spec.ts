import { expect, test } from "@playwright/test";
import { uniqueEmail, waitForEmail } from "../fixtures/api";
import { STRONG_PASSWORD } from "./accounts";

test.describe("[AUTH][RESEND]", () => {
  test("a sign-in refused as unconfirmed offers a new confirmation e-mail whose link signs in", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("resend");
    const signup = await request.post("/api/functions/secure-signup", {
      data: { email, password: STRONG_PASSWORD, language: "es" },
    });
    expect(signup.ok(), await signup.text()).toBe(true);
    const first = await waitForEmail(request, email, { subjectIncludes: "Confirma" });

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Todavía no has confirmado tu email.")).toBeVisible();
    await page.getByRole("button", { name: "Reenviar el email de confirmación" }).click();
    await expect(page.getByText("Te hemos enviado un nuevo enlace de confirmación.")).toBeVisible();

    let resent = first;
    await expect(async () => {
      resent = await waitForEmail(request, email, { subjectIncludes: "Confirma" });
      expect(resent.link).not.toBe(first.link);
    }).toPass({ timeout: 10_000 });
    await page.goto(resent.link ?? "");
    await page.getByRole("button", { name: "Confirmar mi cuenta" }).click();
    // The link comes back to /login with a one-time code (PKCE); the signed-in user goes home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
  });

  test("the sign-in form offers an e-mailed sign-in link, which signs in", async ({ page, request }) => {
    const email = uniqueEmail("magic");
    const signup = await request.post("/api/functions/secure-signup", {
      data: { email, password: STRONG_PASSWORD, language: "es" },
    });
    expect(signup.ok(), await signup.text()).toBe(true);

    await page.goto("/login");
    await page.getByRole("button", { name: "Recibir un enlace de acceso" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Enviar enlace de acceso" }).click();
    await expect(page.getByText("te hemos enviado un enlace de acceso")).toBeVisible();

    const message = await waitForEmail(request, email, { subjectIncludes: "enlace de acceso" });
    expect(message.text).toMatch(/\b\d{6}\b/);
    await page.goto(message.link ?? "");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
  });
});
