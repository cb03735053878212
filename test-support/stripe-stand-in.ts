import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One call the app made to the Stripe API: form fields as Stripe's wire format writes them. */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface StandInSubscription {
  id: string;
  customer: string;
  price: string;
  status: string;
  trialStart?: number | null;
  trialEnd?: number | null;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
  endedAt?: number | null;
  userId?: string;
  /** A price change waiting for its invoice to be paid (Stripe's `pending_update`). */
  pendingPrice?: string | null;
  latestInvoice?: string | null;
}

/** An invoice the stand-in made for a plan change billed at once (`always_invoice`). */
export interface StandInInvoice {
  id: string;
  subscription: string;
  status: "open" | "paid";
}

/**
 * A local HTTP server standing in for the Stripe API (reached through STRIPE_API_BASE): it keeps
 * customers and subscriptions in memory, answers the calls billing makes, and records each call.
 * Its Checkout and portal URLs point at itself, where a small page stands in for Stripe's.
 * Plain Node (no vitest), so e2e specs start it too; close it when done.
 */
export async function listenStripeStandIn() {
  const calls: StripeCall[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, StandInInvoice>();
  /** Customers whose card is declined: a change billed at once stays pending. */
  const declining = new Set<string>();
  let counter = 0;
  let baseUrl = "";
  const nextId = (prefix: string) => `${prefix}_test${++counter}`;

  const server = createServer((request, response) => {
    void readForm(request).then(
      (params) => {
        const url = new URL(request.url ?? "/", "http://stand-in");
        const method = request.method ?? "GET";
        if (!url.pathname.startsWith("/v1/")) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          response.end(`<!doctype html><title>Stripe stand-in</title><h1>Stripe stand-in ${url.pathname}</h1>`);
          return;
        }
        const header = request.headers["idempotency-key"];
        calls.push({
          method,
          path: url.pathname,
          params,
          idempotencyKey: typeof header === "string" ? header : undefined,
        });
        const { status, body } = answer(method, url.pathname, params);
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": nextId("req"),
        });
        response.end(JSON.stringify(body));
      },
      () => {
        // The caller hung up before its body arrived: there is no one to answer.
        response.destroy();
      },
    );
  });

  function answer(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/customers") {
      return ok({
        id: nextId("cus"),
        object: "customer",
        email: params.email ?? null,
        metadata: {},
      });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      return ok({
        id,
        object: "checkout.session",
        url: `${baseUrl}/c/pay/${id}`,
      });
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return ok({
        id,
        object: "billing_portal.session",
        url: `${baseUrl}/p/session/${id}`,
      });
    }
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (match && !subscription)
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: "No such subscription" } },
      };
    if (subscription && method === "GET") return ok(describe(subscription, params));
    if (subscription && method === "POST") {
      if (params.cancel_at_period_end !== undefined)
        subscription.cancelAtPeriodEnd = params.cancel_at_period_end === "true";
      const price = params["items[0][price]"];
      if (price) changePrice(subscription, price, params);
      return ok(describe(subscription, params));
    }
    if (subscription && method === "DELETE") {
      Object.assign(subscription, { status: "canceled", endedAt: now(), canceledAt: now() });
      return ok(toStripeSubscription(subscription));
    }
    return {
      status: 404,
      body: { error: { type: "invalid_request_error", message: `No route ${method} ${path}` } },
    };
  }

  /**
   * Like Stripe: `always_invoice` bills the prorated difference at once; with
   * `pending_if_incomplete` an unpaid invoice leaves the change pending until it is paid.
   */
  function changePrice(subscription: StandInSubscription, price: string, params: Record<string, string>) {
    if (params.proration_behavior !== "always_invoice") {
      subscription.price = price;
      return;
    }
    const invoice: StandInInvoice = {
      id: nextId("in"),
      subscription: subscription.id,
      status: declining.has(subscription.customer) ? "open" : "paid",
    };
    invoices.set(invoice.id, invoice);
    subscription.latestInvoice = invoice.id;
    const isPending = invoice.status === "open" && params.payment_behavior === "pending_if_incomplete";
    if (isPending) subscription.pendingPrice = price;
    else subscription.price = price;
  }

  function describe(subscription: StandInSubscription, params: Record<string, string>) {
    const described = toStripeSubscription(subscription);
    const invoice = subscription.latestInvoice ? invoices.get(subscription.latestInvoice) : undefined;
    if (!invoice || params["expand[0]"] !== "latest_invoice") return described;
    return { ...described, latest_invoice: toStripeInvoice(invoice, baseUrl, subscription.customer) };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    calls,
    subscriptions,
    invoices,
    /** Stores (or replaces) a subscription the API will report. */
    setSubscription: (subscription: StandInSubscription) => subscriptions.set(subscription.id, subscription),
    /** From now on this customer's card is declined (or, with `false`, accepted again). */
    declinePayments: (customer: string, isDeclined = true) =>
      isDeclined ? declining.add(customer) : declining.delete(customer),
    /** The customer pays an open invoice (the hosted invoice page): a pending change applies. */
    payInvoice: (id: string) => {
      const invoice = invoices.get(id);
      const subscription = invoice ? subscriptions.get(invoice.subscription) : undefined;
      if (!invoice || !subscription) throw new Error(`no open invoice ${id}`);
      invoice.status = "paid";
      if (subscription.pendingPrice) subscription.price = subscription.pendingPrice;
      subscription.pendingPrice = null;
      return toStripeInvoice(invoice, baseUrl, subscription.customer);
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

/** A subscription object as API version 2026-10-28 shapes it (period on the items). */
export function toStripeSubscription(subscription: StandInSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customer,
    status: subscription.status,
    metadata: subscription.userId ? { user_id: subscription.userId } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          price: { id: subscription.price, object: "price" },
          current_period_start: subscription.periodEnd - 30 * 86400,
          current_period_end: subscription.periodEnd,
        },
      ],
    },
    trial_start: subscription.trialStart ?? null,
    trial_end: subscription.trialEnd ?? null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: subscription.canceledAt ?? null,
    ended_at: subscription.endedAt ?? null,
    start_date: subscription.periodEnd - 30 * 86400,
    latest_invoice: subscription.latestInvoice ?? null,
    pending_update: subscription.pendingPrice
      ? {
          expires_at: now() + 23 * 3600,
          subscription_items: [{ id: `si_${subscription.id}`, price: { id: subscription.pendingPrice } }],
        }
      : null,
  };
}

/** An invoice as the API shapes it: the subscription under `parent`, a hosted page to pay it. */
export function toStripeInvoice(invoice: StandInInvoice, baseUrl: string, customer?: string) {
  return {
    id: invoice.id,
    object: "invoice",
    customer: customer ?? null,
    status: invoice.status,
    hosted_invoice_url: `${baseUrl}/i/${invoice.id}`,
    parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription } },
  };
}

function ok(body: unknown) {
  return { status: 200, body };
}

function now() {
  return Math.floor(Date.now() / 1000);
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  const query = new URL(request.url ?? "/", "http://stand-in").searchParams;
  return Object.fromEntries([...new URLSearchParams(text), ...query]);
}
