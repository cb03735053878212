import { expect, test } from "@playwright/test";
import { signInThroughApi } from "../fixtures/api";
import { createConfirmedUser } from "./accounts";

/** The e2e server runs with MAX_ACTIVE_SESSIONS=3 (playwright.config.ts). */
const MAX_ACTIVE_SESSIONS = 3;

test.describe("[AUTH][SESSION-LIMIT]", () => {
  test("a fourth device is signed out with the session-limit alert", async ({ page, request }) => {
    const { email, password } = await createConfirmedUser(request);
    // Opening the confirmation link signed one device in already: it counts toward the limit.
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
    }

    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(
      page.getByText("Has alcanzado el límite de sesiones activas. Por favor, cierra sesión en otro dispositivo."),
    ).toBeVisible();
    // The navbar is where signing out shows; a page may offer its own sign-in link too.
    await expect(
      page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Iniciar sesión" }),
    ).toBeVisible();
    await page.goto("/cuenta");
    await expect(page.getByText("Inicia sesión para ver tu cuenta.")).toBeVisible();
  });
});
