import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import { MemoryRouter } from "../../../lib/router";
import billing from "../../../locales/es/billing.json";
import common from "../../../locales/es/common.json";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../../lib/auth-context";
import { BillingPlanCard } from "./billing-plan-card";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));

const ACTIVE = {
  enabled: true,
  subscribed: true,
  tier: "premium",
  status: "active",
  subscription_end: "2026-12-20T10:00:00.000Z",
  source: "stripe",
  cancel_at_period_end: false,
  trial_end: null,
  grace_ends_at: null,
  has_billing_account: true,
};

/** The network: each path answers its JSON; calls are kept to check what was sent. */
function answerApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (path: string) => new Response(JSON.stringify(answers[path]), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderCard() {
  const i18n = new Translator({ language: "es", fallbackLanguage: "es", catalogues: { es: { common, billing } } });
  const auth: Partial<AuthState> = {
    user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
    getAccessToken: async () => "token",
    refreshSubscription: vi.fn(async () => undefined),
  };
  render(
    <TranslatorProvider translator={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, ...auth }}>
          <MemoryRouter>
            <BillingPlanCard />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("plan card on the account page", () => {
  it("says a free member's plan is active without payment, not inactive", async () => {
    answerApi({
      "/api/billing/subscription": {
        ...ACTIVE,
        subscribed: false,
        tier: "free",
        status: "inactive",
        subscription_end: null,
        source: "none",
        has_billing_account: false,
      },
    });
    renderCard();
    expect(await screen.findByText("Activo, sin pago")).toBeInTheDocument();
    expect(screen.queryByText("Inactivo")).not.toBeInTheDocument();
  });

  it("cancels after a confirmation that says until when access lasts, then offers to resume", async () => {
    const fetchMock = answerApi({
      "/api/billing/subscription": ACTIVE,
      "/api/billing/cancel": { ...ACTIVE, cancel_at_period_end: true },
    });
    renderCard();
    expect(await screen.findByText("Se renueva el 20 de diciembre de 2026")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancelar la suscripción" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Cancelar tu suscripción?" });
    expect(
      within(dialog).getByText(/Seguirás teniendo acceso a Premium hasta el 20 de diciembre de 2026/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar la suscripción" }));
    expect(await screen.findByRole("button", { name: "Reanudar la suscripción" })).toBeInTheDocument();
    expect(
      screen.getByText("Has cancelado la suscripción: tendrás acceso hasta el 20 de diciembre de 2026."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/billing/cancel")).toBe(true);
    expect(toast.success).toHaveBeenCalledWith("Suscripción cancelada", {
      description: "Tendrás acceso hasta el 20 de diciembre de 2026.",
    });
  });

  it("warns of a failed payment with a way to the billing portal", async () => {
    answerApi({
      "/api/billing/subscription": { ...ACTIVE, status: "past_due", grace_ends_at: "2026-11-26T10:00:00.000Z" },
    });
    renderCard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "No hemos podido cobrar tu suscripción. Actualiza tu método de pago antes del 26 de noviembre de 2026",
    );
    expect(within(alert).getByRole("button", { name: "Actualizar el método de pago" })).toBeInTheDocument();
  });

  it("shows a granted plan without Stripe actions", async () => {
    answerApi({
      "/api/billing/subscription": {
        ...ACTIVE,
        enabled: false,
        source: "grant",
        tier: "basic",
        subscription_end: null,
        has_billing_account: false,
      },
    });
    renderCard();
    expect(
      await screen.findByText("Plan asignado por un administrador o con un código de acceso."),
    ).toBeInTheDocument();
    expect(screen.getByText("Sin fecha de fin")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Cancelar la suscripción" })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("button", { name: "Gestionar la facturación" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mejorar el plan" })).toHaveAttribute("href", "/suscripciones");
  });
});
