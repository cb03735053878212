import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../../lib/translation/translator";
import { TranslatorProvider } from "../../lib/translation/use-translation";
import { MemoryRouter } from "../../lib/router";
import common from "../../locales/es/common.json";
import billing from "../../locales/es/billing.json";
import plans from "../../locales/es/plans.json";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../lib/auth-context";
import { PlansPage } from "./plans-page";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../ui/toast", () => ({ toast }));

function renderPlans(auth: Partial<AuthState>, ui: ReactElement = <PlansPage />) {
  const i18n = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, plans, billing } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TranslatorProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, ...auth }}>
          <MemoryRouter initialEntries={["/suscripciones"]}>{ui}</MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

/** An error answer of our API, for `answerApi`. */
class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {}
}

/** The network: our API answers as the server would. */
function answerApi(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (path: string) => {
    const body = answers[path];
    if (body === undefined)
      return new Response(JSON.stringify({ error: { code: "not_found", message: "" } }), { status: 404 });
    if (body instanceof Refusal)
      return new Response(JSON.stringify({ error: { code: body.code, message: "" } }), { status: body.status });
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const SIGNED_IN_BASIC: Partial<AuthState> = {
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  subscription: { subscribed: true, tier: "basic", status: "active" },
  getAccessToken: async () => "token",
};
const GRANT_STATE = {
  enabled: false,
  subscribed: true,
  tier: "basic",
  status: "active",
  subscription_end: null,
  source: "grant",
  cancel_at_period_end: false,
  trial_end: null,
  grace_ends_at: null,
  has_billing_account: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("plans page", () => {
  it("shows the four plans with their prices, what each includes, and the premium trial", async () => {
    answerApi({
      "/api/billing": { enabled: true, trial_days: 7, trial_available: true, chat_requests_per_minute: 20 },
    });
    renderPlans({});
    const premium = screen.getByRole("heading", { name: "Premium" }).closest<HTMLElement>("[aria-labelledby]");
    if (!premium) throw new Error("premium card missing");
    expect(within(premium).getByText(/29\s€/)).toBeInTheDocument();
    expect(await within(premium).findByText("7 días de prueba gratis")).toBeInTheDocument();
    expect(within(premium).getByRole("link", { name: "Probar 7 días gratis" })).toBeInTheDocument();
    expect(within(premium).getByText("100 consultas de IA al día")).toBeInTheDocument();
    expect(within(premium).getByText("Hasta 5 archivos adjuntos por mensaje")).toBeInTheDocument();
    expect(screen.getByText("10 consultas de IA al día")).toBeInTheDocument();
    // "Unlimited" says the per-minute limit the server holds every chat to.
    expect(await screen.findByText("Consultas de IA ilimitadas, hasta 20 por minuto")).toBeInTheDocument();
    // Each line says what the plan gives: no "basic" that reads as a quality, no assistants beyond Premium's.
    const basic = screen.getByRole("heading", { name: "Básico" }).closest<HTMLElement>("[aria-labelledby]");
    const enterprise = screen.getByRole("heading", { name: "Empresa" }).closest<HTMLElement>("[aria-labelledby]");
    if (!basic || !enterprise) throw new Error("plan cards missing");
    expect(within(basic).getByText("1 archivo adjunto por mensaje")).toBeInTheDocument();
    expect(within(basic).getByText("Apps externas del plan Básico")).toBeInTheDocument();
    expect(within(basic).getByText("Asistentes gratuitos y del plan Básico")).toBeInTheDocument();
    expect(within(enterprise).getByText("Todos los asistentes")).toBeInTheDocument();
    expect(screen.queryByText(/Asistentes ilimitados|Apps básicas|Subida de archivos básica/)).toBeNull();
    expect(screen.getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto?tipo=sales");
  });

  it("shows the plain price to an account that cannot get the trial", async () => {
    answerApi({
      "/api/billing": { enabled: true, trial_days: 7, trial_available: false },
      "/api/billing/subscription": GRANT_STATE,
    });
    renderPlans(SIGNED_IN_BASIC);
    const premium = screen.getByRole("heading", { name: "Premium" }).closest<HTMLElement>("[aria-labelledby]");
    if (!premium) throw new Error("premium card missing");
    expect(await within(premium).findByRole("button", { name: "Elegir Premium" })).toBeInTheDocument();
    expect(within(premium).queryByText("7 días de prueba gratis")).not.toBeInTheDocument();
    expect(within(premium).queryByText(/Probar 7 días/)).not.toBeInTheDocument();
  });

  it("marks the signed-in user's plan and says online payment is off without Stripe", async () => {
    answerApi({
      "/api/billing": { enabled: false, trial_days: 7, trial_available: false },
      "/api/billing/subscription": GRANT_STATE,
    });
    renderPlans(SIGNED_IN_BASIC);
    expect(screen.getByRole("button", { name: "Tu plan actual" })).toBeDisabled();
    const premiumButton = screen.getByRole("button", { name: "Elegir Premium" });
    await waitFor(() => expect(premiumButton).toBeEnabled());
    await userEvent.setup().click(premiumButton);
    const dialog = await screen.findByRole("dialog", { name: "Cómo contratar el plan Premium" });
    expect(within(dialog).getByText(/se contrata escribiéndonos/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/instalación/)).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Activar un código" })).toHaveAttribute("href", "/activar-codigo");
    expect(within(dialog).getByRole("link", { name: "Contactar" })).toHaveAttribute("href", "/contacto?tipo=sales");
  });

  it("sends the browser to the checkout URL the server answers", async () => {
    const fetchMock = answerApi({
      "/api/billing": { enabled: true, trial_days: 7, trial_available: true },
      "/api/billing/subscription": GRANT_STATE,
      "/api/billing/checkout": { url: "https://checkout.stripe.test/c/pay/cs_1" },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderPlans(SIGNED_IN_BASIC);
    const premiumButton = await screen.findByRole("button", { name: "Probar 7 días gratis" });
    await waitFor(() => expect(premiumButton).toBeEnabled());
    await userEvent.setup().click(premiumButton);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
    const checkoutCall = fetchMock.mock.calls.find(([path]) => path === "/api/billing/checkout") as unknown as [
      string,
      { body: string },
    ];
    expect(JSON.parse(checkoutCall[1].body)).toEqual({ tier: "premium" });
  });

  it("tells a paying user with a payment past due to update the payment method before changing plan", async () => {
    answerApi({
      "/api/billing": { enabled: true, trial_days: 7 },
      "/api/billing/subscription": { ...GRANT_STATE, enabled: true, source: "stripe", status: "past_due" },
      "/api/billing/checkout": new Refusal(409, "subscription_past_due"),
    });
    renderPlans(SIGNED_IN_BASIC);
    const user = userEvent.setup();
    const switchButton = await screen.findByRole("button", { name: "Cambiar a Premium" });
    await user.click(switchButton);
    const dialog = await screen.findByRole("dialog", { name: "Cambiar a Premium" });
    expect(within(dialog).getByText(/se activa en cuanto se confirme el pago/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cambiar de plan" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("No se pudo iniciar el pago", {
        description: "Tienes un pago pendiente. Actualiza tu método de pago antes de cambiar de plan.",
      }),
    );
  });
});
