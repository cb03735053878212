import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../../lib/translation/translator";
import { TranslatorProvider } from "../../lib/translation/use-translation";
import { MemoryRouter } from "../../lib/router";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../lib/auth-context";
import common from "../../locales/es/common.json";
import aiApps from "../../locales/es/ai-apps.json";
import pages from "../../locales/es/pages.json";
import training from "../../locales/es/training.json";
import { AiAppsCatalogue } from "../../features/ai-apps/components/ai-apps-catalogue";
import { TrainingCatalogue } from "../../features/training-apps/components/training-catalogue";

const SIGNED_IN: AuthState = {
  ...SIGNED_OUT_STATE,
  loading: false,
  subscriptionLoading: false,
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  session: { access_token: "a", refresh_token: "r" },
};
const PREMIUM: AuthState = { ...SIGNED_IN, subscription: { subscribed: true, tier: "premium", status: "active" } };
const VISITOR: AuthState = { ...SIGNED_OUT_STATE, loading: false };

function renderAs(auth: AuthState, ui: ReactElement) {
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, "ai-apps": aiApps, pages, training } },
  });
  render(
    <TranslatorProvider translator={translator}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter>{ui}</MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

const seePlansLinks = () => screen.queryAllByRole("link", { name: "Ver planes" });

describe.each([
  ["/apps/formacion", <TrainingCatalogue key="training" />],
  ["/apps", <AiAppsCatalogue key="ai-apps" />],
])("the catalogue on %s", (_path, catalogue) => {
  it("gives a free member the way to the plans a visitor gets", () => {
    renderAs(SIGNED_IN, catalogue);
    expect(seePlansLinks()).toHaveLength(1);
    expect(seePlansLinks()[0]).toHaveAttribute("href", "/suscripciones");
    expect(screen.getByRole("heading", { name: /plan Premium$/ })).toBeInTheDocument();
  });

  it("offers a visitor an account and the plans", () => {
    renderAs(VISITOR, catalogue);
    expect(seePlansLinks()).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Crear cuenta" })).toHaveAttribute("href", "/login");
  });

  it("sells nothing to a member whose plan opens the apps", () => {
    renderAs(PREMIUM, catalogue);
    expect(seePlansLinks()).toHaveLength(0);
  });
});
