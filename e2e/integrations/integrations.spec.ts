import type { IncomingHttpHeaders } from "node:http";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { signInPageThroughApi } from "../fixtures/api";
import { E2E_CONTRACT_TEXT } from "../fixtures/fake-ai-structured";
import { createUserWithTier } from "../training/training-accounts";
import { startWebhookReceiver } from "../../test-support/webhook-receiver";

/** A delivery checked by the Standard Webhooks library with the secret the page showed. */
function verifiedPayload(secret: string, headers: IncomingHttpHeaders, body: string): unknown {
  return new Webhook(secret).verify(body, {
    "webhook-id": String(headers["webhook-id"]),
    "webhook-timestamp": String(headers["webhook-timestamp"]),
    "webhook-signature": String(headers["webhook-signature"]),
  });
}

test.describe("Integraciones on /cuenta", () => {
  test("an enterprise member creates a key, copies it, uses it on the services and /api/v1, and revokes it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const member = await createUserWithTier(page.request, "enterprise");
    await signInPageThroughApi(page, member);
    await page.goto("/cuenta");
    await page.getByLabel("Nombre de la clave").fill("ERP de pruebas");
    await page.getByRole("button", { name: "Crear clave" }).click();
    const shown = page.getByRole("status").filter({ hasText: "Clave «ERP de pruebas» creada" });
    await expect(shown).toBeVisible();
    const key = (await shown.locator("code").textContent()) ?? "";
    expect(key).toMatch(/^pk_live_/);
    await shown.getByRole("button", { name: "Copiar" }).click();
    await expect(page.getByText("Clave copiada")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const withKey = { authorization: `Bearer ${key}` };
    const jobs = await page.request.get("/api/services/jobs", { headers: withKey });
    expect(jobs.status()).toBe(200);
    const models = await page.request.get("/api/v1/models", { headers: withKey });
    expect(models.status()).toBe(200);
    expect(((await models.json()) as { object: string }).object).toBe("list");

    await page.getByRole("button", { name: "Revocar la clave ERP de pruebas" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revocar" }).click();
    await expect(page.getByText("Clave revocada")).toBeVisible();
    expect((await page.request.get("/api/services/jobs", { headers: withKey })).status()).toBe(401);
    expect((await page.request.get("/api/v1/models", { headers: withKey })).status()).toBe(401);
  });

  test("an enterprise member adds a webhook and sees a signed delivery listed after a job ends", async ({ page }) => {
    // It answers 204, as many receivers do; the deliveries panel shows that code.
    const receiver = await startWebhookReceiver([204]);
    try {
      const member = await createUserWithTier(page.request, "enterprise");
      await signInPageThroughApi(page, member);
      await page.goto("/cuenta");
      await page.getByLabel("URL de destino (https)").fill(`${receiver.url}/hook`);
      await expect(page.getByRole("checkbox", { name: /Tarea terminada/ })).toBeChecked();
      await page.getByRole("checkbox", { name: /Tarea fallida/ }).uncheck();
      await page.getByRole("button", { name: "Crear webhook" }).click();
      const shown = page.getByRole("status").filter({ hasText: "Webhook creado" });
      const secret = (await shown.locator("code").textContent()) ?? "";
      expect(secret).toMatch(/^whsec_/);

      await page.getByLabel("Nombre de la clave").fill("Documentos");
      await page.getByRole("button", { name: "Crear clave" }).click();
      const key =
        (await page
          .getByRole("status")
          .filter({ hasText: "Clave «Documentos» creada" })
          .locator("code")
          .textContent()) ?? "";
      const queued = await page.request.post("/api/services/documents", {
        headers: { authorization: `Bearer ${key}` },
        multipart: { task: "summary", text: E2E_CONTRACT_TEXT },
      });
      expect(queued.status(), await queued.text()).toBe(202);
      const { id } = (await queued.json()) as { id: string };

      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const [delivery] = receiver.received;
      expect(verifiedPayload(secret, delivery?.headers ?? {}, delivery?.body ?? "")).toMatchObject({
        type: "job.done",
        data: { job: { id, status: "done" } },
      });

      await page.getByRole("button", { name: "Ver entregas" }).click();
      const deliveries = page.locator("[id^=webhook-deliveries-]");
      await expect(deliveries.getByText("Entregado")).toBeVisible();
      await expect(deliveries.getByText(/respuesta 204/)).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test("a free member sees what integrations are and that the Empresa plan has them", async ({ page }) => {
    const member = await createUserWithTier(page.request, "free");
    await signInPageThroughApi(page, member);
    await page.goto("/cuenta");
    // The account page waits for the profile first; on a busy machine that can take a while.
    await expect(page.getByRole("heading", { name: "Integraciones" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Incluido en el plan Empresa.")).toBeVisible();
    await expect(page.getByLabel("Nombre de la clave")).toHaveCount(0);
    await page.getByRole("link", { name: "Ver planes" }).click();
    await expect(page).toHaveURL(/\/suscripciones$/);
  });
});
