import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../../lib/translation/translator";
import { TranslatorProvider } from "../../lib/translation/use-translation";
import { MemoryRouter } from "../../lib/router";
import billing from "../../locales/es/billing.json";
import common from "../../locales/es/common.json";
import pages from "../../locales/es/pages.json";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../lib/auth-context";
import { SubscriptionSuccessPage } from "./subscription-success-page";

const BASE_STATE = {
  enabled: true,
  subscription_end: null,
  cancel_at_period_end: false,
  grace_ends_at: null,
  has_billing_account: true,
};

function renderPage(state: unknown, auth: Partial<AuthState>, address = "/suscripcion-exitosa") {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(state), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  const i18n = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, billing, pages } },
  });
  render(
    <TranslatorProvider translator={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, ...auth }}>
          <MemoryRouter initialEntries={[address]}>
            <SubscriptionSuccessPage />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
  return fetchMock;
}

const SIGNED_IN: Partial<AuthState> = {
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  getAccessToken: async () => "token",
};

afterEach(() => vi.unstubAllGlobals());

describe("subscription success page", () => {
  it("waits with a spinner while the webhook has not landed", async () => {
    renderPage(
      { ...BASE_STATE, subscribed: false, tier: "free", status: "inactive", source: "none", trial_end: null },
      SIGNED_IN,
    );
    expect(await screen.findByRole("heading", { name: "Confirmando tu suscripción…" })).toBeInTheDocument();
  });

  it("shows the new plan and refreshes the auth state once the subscription is there", async () => {
    const refreshSubscription = vi.fn(async () => undefined);
    renderPage(
      {
        ...BASE_STATE,
        subscribed: true,
        tier: "premium",
        status: "trialing",
        source: "stripe",
        trial_end: "2026-12-01T10:00:00.000Z",
      },
      { ...SIGNED_IN, refreshSubscription },
    );
    expect(await screen.findByRole("heading", { name: "¡Suscripción activada!" })).toBeInTheDocument();
    expect(screen.getByText("Tu plan: Premium, con prueba gratis hasta el 1 de diciembre de 2026")).toBeInTheDocument();
    expect(refreshSubscription).toHaveBeenCalled();
  });

  it("after a plan change, waits until the plan asked for has landed (the webhook of the payment)", async () => {
    const paidBasic = {
      ...BASE_STATE,
      subscribed: true,
      tier: "basic",
      status: "active",
      source: "stripe",
      trial_end: null,
    };
    const fetchMock = renderPage(paidBasic, SIGNED_IN, "/suscripcion-exitosa?plan=premium");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the answer reach the page: it has a Stripe plan, but not the one asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole("heading", { name: "Confirmando tu suscripción…" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "¡Suscripción activada!" })).not.toBeInTheDocument();
  });
});
