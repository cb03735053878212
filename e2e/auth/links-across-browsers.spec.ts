import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInThroughApi, uniqueEmail, waitForEmail } from "../fixtures/api";
import { STRONG_PASSWORD } from "./accounts";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";

/** A second browser: its own storage, so nothing the first one kept (the PKCE verifier) is there. */
async function openOtherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "es-ES" });
  return context.newPage();
}

function expectNoTokenInAddress(page: Page) {
  expect(page.url()).not.toMatch(/access_token|refresh_token|[?&]code=|token_hash/);
}

test.describe("[AUTH][LINKS]", () => {
  test("a reset asked on the laptop is finished on the phone", async ({ page, browser, request }) => {
    const email = uniqueEmail("laptop");
    const signup = await request.post("/api/functions/secure-signup", {
      data: { email, password: STRONG_PASSWORD, language: "es" },
    });
    expect(signup.ok()).toBe(true);
    // Confirmed through its own link (as createConfirmedUser does), so the reset has an account.
    const confirmation = await waitForEmail(request, email, { subjectIncludes: "Confirma" });
    await request.post("/api/auth/verify", {
      form: Object.fromEntries(new URL(confirmation.link ?? "").searchParams),
      maxRedirects: 0,
    });

    await page.goto("/login");
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Email enviado")).toBeVisible();
    const message = await waitForEmail(request, email, { subjectIncludes: "Restablece" });

    const phone = await openOtherBrowser(browser);
    await phone.goto(message.link ?? "");
    await expect(phone.getByRole("heading", { name: "Nueva contraseña" })).toBeVisible();
    const newPassword = "Telefono-Lejano-Brisa-31";
    await phone.getByLabel("Nueva contraseña").fill(newPassword);
    await phone.getByLabel("Confirmar contraseña").fill(newPassword);
    await phone.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(phone.getByText("¡Contraseña actualizada!")).toBeVisible();
    await expect(phone).toHaveURL(/\/$/);
    await expect(phone.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
    expectNoTokenInAddress(phone);
    expect(await signInThroughApi(request, { email, password: newPassword })).toBeTruthy();
    await phone.context().close();
  });

  test("a sign-up confirmed in another browser says so, and that browser signs in", async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail("otro-navegador");
    await page.goto("/login");
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("Revisa tu email para confirmar tu cuenta.").first()).toBeVisible();
    const message = await waitForEmail(request, email, { subjectIncludes: "Confirma" });

    const other = await openOtherBrowser(browser);
    await other.goto(message.link ?? "");
    await other.getByRole("button", { name: "Confirmar mi cuenta" }).click();
    await expect(other.getByText("Cuenta confirmada, ya puedes iniciar sesión")).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
    expectNoTokenInAddress(other);
    await expectNoSeriousAxeIssue(other);

    await other.getByLabel("Email").fill(email);
    await other.getByLabel("Contraseña", { exact: true }).fill(STRONG_PASSWORD);
    await other.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
    await other.context().close();
  });

  test("a confirmation link asked without PKCE leaves no access token in the address", async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail("implicito");
    const signup = await request.post("/api/functions/secure-signup", {
      data: { email, password: STRONG_PASSWORD, language: "es", redirect_to: `${baseURL}/login` },
    });
    expect(signup.ok()).toBe(true);
    const message = await waitForEmail(request, email, { subjectIncludes: "Confirma" });
    await page.goto(message.link ?? "");
    await page.getByRole("button", { name: "Confirmar mi cuenta" }).click();
    await expect(page.getByText("Cuenta confirmada, ya puedes iniciar sesión")).toBeVisible();
    expectNoTokenInAddress(page);
  });
});
