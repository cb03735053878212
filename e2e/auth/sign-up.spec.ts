import { expect, test } from "@playwright/test";
import { uniqueEmail, waitForEmail } from "../fixtures/api";
import { STRONG_PASSWORD } from "./accounts";

test.describe("[AUTH][SIGN-UP]", () => {
  test("signs up, confirms from the e-mail, signs in again and lands home", async ({ page, request }) => {
    const email = uniqueEmail("signup");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("Revisa tu email para confirmar tu cuenta.").first()).toBeVisible();

    const message = await waitForEmail(request, email, { subjectIncludes: "Confirma" });
    expect(message.link).toContain("/api/auth/verify");
    await page.goto(message.link ?? "");
    await page.getByRole("button", { name: "Confirmar mi cuenta" }).click();
    // The link signs the new user in; the login page sends a signed-in user home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible();

    await page.goto("/cuenta");
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    // The navbar is where signing out shows; a page may offer its own sign-in link too.
    await expect(
      page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Iniciar sesión" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("encrypted_session_token"))).toBeNull();

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("encrypted_session_token"))).toBeTruthy();
  });

  test("a second sign-up with the same e-mail opens the reset form", async ({ page, request }) => {
    const email = uniqueEmail("twice");
    const first = await request.post("/api/functions/secure-signup", {
      data: { email, password: STRONG_PASSWORD },
    });
    expect(first.ok()).toBe(true);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("Usuario ya registrado")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Restablecer contraseña" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });
});
