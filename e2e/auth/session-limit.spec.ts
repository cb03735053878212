import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInThroughApi, waitForEmail } from "../fixtures/api";
import { createConfirmedUser } from "./accounts";
import { expectNoSeriousAxeIssue } from "../fixtures/accessibility";

/** The e2e server runs with MAX_ACTIVE_SESSIONS=3 (playwright.config.ts). */
const MAX_ACTIVE_SESSIONS = 3;
const SESSION_LIMIT_ALERT =
  "Has alcanzado el límite de sesiones activas. Por favor, cierra sesión en otro dispositivo.";

/** Fills the account up to the limit through the API (the confirmation link signed in one). */
async function fillDevices(request: APIRequestContext, email: string, password: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let device = 1; device < MAX_ACTIVE_SESSIONS; device += 1) {
    const token = await signInThroughApi(request, { email, password });
    const response = await request.post("/api/functions/validate-session", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        sessionToken: `e2e-device-token-${device}`,
        deviceFingerprint: `e2e-device-fingerprint-${device}`,
      },
    });
    expect(await response.json()).toEqual({ allowed: true });
    tokens.push(token);
  }
  return tokens;
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

test.describe("[AUTH][SESSION-LIMIT]", () => {
  test("a fourth device is signed out with the session-limit alert", async ({ page, request }) => {
    const { email, password } = await createConfirmedUser(request);
    // Opening the confirmation link signed one device in already: it counts toward the limit.
    await fillDevices(request, email, password);
    await signInOnPage(page, email, password);
    await expect(page.locator("[data-sonner-toast]").getByText(SESSION_LIMIT_ALERT)).toBeVisible();
    // The navbar is where signing out shows; a page may offer its own sign-in link too.
    await expect(
      page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Iniciar sesión" }),
    ).toBeVisible();
    await page.goto("/cuenta");
    await expect(page.getByText("Inicia sesión para ver tu cuenta.")).toBeVisible();
  });

  test("the refused device is offered the password reset, which signs the other devices out", async ({
    page,
    request,
  }) => {
    const { email, password } = await createConfirmedUser(request);
    const otherDevices = await fillDevices(request, email, password);
    // Without motion the alert toast is fully opaque at once, so axe measures its real contrast.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signInOnPage(page, email, password);

    // The notice stays on whatever page the refused device is (the login page may have sent it home).
    const notice = page.getByRole("region", { name: SESSION_LIMIT_ALERT });
    await expect(notice).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-mounted="true"]').getByText(SESSION_LIMIT_ALERT)).toBeVisible();
    await expectNoSeriousAxeIssue(page);
    await notice.getByRole("button", { name: "Restablecer contraseña" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Restablecer contraseña" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Email enviado")).toBeVisible();

    const message = await waitForEmail(request, email, { subjectIncludes: "Restablece" });
    await page.goto(message.link ?? "");
    const newPassword = "Nueva-Llave-Montana-58";
    await page.getByLabel("Nueva contraseña").fill(newPassword);
    await page.getByLabel("Confirmar contraseña").fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("¡Contraseña actualizada!")).toBeVisible();

    // This device is in (a reset link is let in over the limit) and stays in; the others are out.
    await page.goto("/cuenta");
    await expect(page.getByText(email)).toBeVisible();
    for (const token of otherDevices) {
      const user = await request.get("/api/auth/user", { headers: { authorization: `Bearer ${token}` } });
      expect(user.ok()).toBe(false);
    }
    // Their places are free: another device signs in with the new password and is let in.
    const token = await signInThroughApi(request, { email, password: newPassword });
    const validation = await request.post("/api/functions/validate-session", {
      headers: { authorization: `Bearer ${token}` },
      data: { sessionToken: "e2e-device-after-reset", deviceFingerprint: "e2e-fingerprint-after-reset" },
    });
    expect(await validation.json()).toEqual({ allowed: true });
  });
});
