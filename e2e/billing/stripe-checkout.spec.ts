import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import Stripe from "stripe";
import { createConfirmedUser } from "../auth/accounts";
import { toStripeSubscription } from "../../test-support/stripe-stand-in";
import { startStripeInstance, WEBHOOK_SECRET } from "./stripe-instance";

let instance: Awaited<ReturnType<typeof startStripeInstance>>;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  instance = await startStripeInstance();
});
test.afterAll(async () => {
  await instance.stop();
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${instance.baseURL}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Delivers a Stripe event to the instance, signed like Stripe signs it. */
async function deliverEvent(type: string, object: unknown) {
  const payload = JSON.stringify({
    id: `evt_${Date.now()}_${Math.random()}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = new Stripe("sk_test_e2e").webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  const response = await fetch(`${instance.baseURL}/api/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  expect(response.status).toBe(200);
}

test.describe("[BILLING][STRIPE]", () => {
  test("checkout reaches Stripe, the trial lands, a premium route opens, and the account cancels and resumes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL: instance.baseURL });
    const { email, password } = await createConfirmedUser(api);
    await signIn(page, email, password);

    await page.goto(`${instance.baseURL}/suscripciones`);
    await page.getByRole("button", { name: "Probar 7 días gratis" }).click();
    await expect(page).toHaveURL(new RegExp(`^${instance.standIn.url}/c/pay/cs_test\\d+$`));
    await expect(page.getByRole("heading", { name: /Stripe stand-in/ })).toBeVisible();
    const checkout = instance.standIn.callsTo("POST", "/v1/checkout/sessions").at(-1);
    expect(checkout?.params).toMatchObject({
      "line_items[0][price]": "price_premium",
      "subscription_data[trial_period_days]": "7",
      locale: "es",
    });

    // Stripe's side: the customer finished checkout; the trial starts and the webhook arrives.
    const customer = checkout?.params.customer ?? "";
    const trialEnd = Math.floor(Date.now() / 1000) + 7 * 86400;
    const subscription = {
      id: "sub_e2e",
      customer,
      price: "price_premium",
      status: "trialing",
      trialStart: Math.floor(Date.now() / 1000),
      trialEnd,
      periodEnd: trialEnd,
    };
    instance.standIn.setSubscription(subscription);
    await page.goto(`${instance.baseURL}/suscripcion-exitosa?session_id=cs_test`);
    await expect(page.getByRole("heading", { name: "Confirmando tu suscripción…" })).toBeVisible();
    await deliverEvent("customer.subscription.created", toStripeSubscription(subscription));
    await expect(page.getByRole("heading", { name: "¡Suscripción activada!" })).toBeVisible();
    await expect(page.getByText(/Tu plan: Premium, con prueba gratis hasta el/)).toBeVisible();

    await page.goto(`${instance.baseURL}/apps/generador-prompts`);
    await expect(page.getByRole("heading", { name: "Generador de prompts" })).toBeVisible();

    await page.goto(`${instance.baseURL}/cuenta`);
    await expect(page.getByText("En periodo de prueba")).toBeVisible();
    await page.getByRole("button", { name: "Cancelar la suscripción" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Cancelar tu suscripción?" });
    await expect(dialog).toContainText("Seguirás teniendo acceso a Premium hasta el");
    await dialog.getByRole("button", { name: "Cancelar la suscripción" }).click();
    await expect(page.getByText(/Has cancelado la suscripción: tendrás acceso hasta el/)).toBeVisible();
    await page.getByRole("button", { name: "Reanudar la suscripción" }).click();
    await expect(page.getByRole("button", { name: "Cancelar la suscripción" })).toBeVisible();
    expect(instance.standIn.callsTo("POST", "/v1/subscriptions/sub_e2e").map((call) => call.params)).toEqual([
      { cancel_at_period_end: "true" },
      { cancel_at_period_end: "false" },
    ]);

    await page.getByRole("button", { name: "Gestionar la facturación" }).click();
    await expect(page).toHaveURL(new RegExp(`^${instance.standIn.url}/p/session/bps_test\\d+$`));
    await api.dispose();
  });

  test("a basic subscriber switching to premium gets it once the prorated invoice is paid", async ({ page }) => {
    test.setTimeout(90_000);
    const api = await playwrightRequest.newContext({ baseURL: instance.baseURL });
    const { email, password } = await createConfirmedUser(api);
    await signIn(page, email, password);

    await page.goto(`${instance.baseURL}/suscripciones`);
    await page.getByRole("button", { name: "Elegir Básico" }).click();
    await expect(page).toHaveURL(new RegExp(`^${instance.standIn.url}/c/pay/cs_test\\d+$`));
    const customer = instance.standIn.callsTo("POST", "/v1/checkout/sessions").at(-1)?.params.customer ?? "";
    const basic = {
      id: "sub_e2e_switch",
      customer,
      price: "price_basic",
      status: "active",
      periodEnd: Math.floor(Date.now() / 1000) + 20 * 86400,
    };
    instance.standIn.setSubscription(basic);
    await deliverEvent("customer.subscription.created", toStripeSubscription(basic));

    await page.goto(`${instance.baseURL}/suscripciones`);
    await page.getByRole("button", { name: "Cambiar a Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambiar a Premium" });
    await expect(dialog).toContainText("se activa en cuanto se confirme el pago");
    await dialog.getByRole("button", { name: "Cambiar de plan" }).click();
    await expect(page).toHaveURL(/\/suscripcion-exitosa\?plan=premium$/);
    await expect(page.getByRole("heading", { name: "Confirmando tu suscripción…" })).toBeVisible();
    expect(instance.standIn.callsTo("POST", "/v1/subscriptions/sub_e2e_switch").at(-1)?.params).toMatchObject({
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
    });

    // Stripe's side: the prorated invoice was paid; its webhooks bring the plan.
    const invoiceId = instance.standIn.subscriptions.get("sub_e2e_switch")?.latestInvoice ?? "";
    await deliverEvent("invoice.paid", instance.standIn.payInvoice(invoiceId));
    await expect(page.getByRole("heading", { name: "¡Suscripción activada!" })).toBeVisible();
    await expect(page.getByText("Tu plan: Premium")).toBeVisible();
    await api.dispose();
  });
});
