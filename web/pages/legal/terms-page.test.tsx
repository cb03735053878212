import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../../lib/translation/translator";
import { TranslatorProvider } from "../../lib/translation/use-translation";
import { MemoryRouter } from "../../lib/router";
import { AuthContext, SIGNED_OUT_STATE } from "../../lib/auth-context";
import common from "../../locales/es/common.json";
import legal from "../../locales/es/legal.json";
import { PREMIUM_TRIAL_DAYS } from "../../../contracts/tiers";
import { TermsPage } from "./terms-page";

function renderTermsWithBilling(enabled: boolean) {
  const config = { enabled, trial_days: PREMIUM_TRIAL_DAYS, trial_available: enabled };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(config), { headers: { "content-type": "application/json" } })),
  );
  const translator = new Translator({ language: "es", fallbackLanguage: "es", catalogues: { es: { common, legal } } });
  render(
    <TranslatorProvider translator={translator}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, loading: false }}>
          <MemoryRouter initialEntries={["/terminos"]}>
            <TermsPage />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
  return screen.getByRole("heading", { name: "3. Planes y pagos" }).parentElement;
}

afterEach(() => vi.unstubAllGlobals());

describe("TermsPage", () => {
  it("promises the premium trial when the plans page offers it (online payment on)", async () => {
    const section = renderTermsWithBilling(true);
    expect(
      await screen.findByText(`${PREMIUM_TRIAL_DAYS} días de prueba gratis`, { exact: false }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent("IVA incluido");
  });

  it("promises no trial when online payment is off, as the plans page", async () => {
    const section = renderTermsWithBilling(false);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(section).not.toHaveTextContent(/prueba/);
    expect(section).toHaveTextContent("IVA incluido");
  });
});
