import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Translator } from "../../lib/translation/translator";
import { TranslatorProvider } from "../../lib/translation/use-translation";
import { MemoryRouter, Routes } from "../../lib/router";
import auth from "../../locales/es/auth.json";
import common from "../../locales/es/common.json";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../lib/auth-context";

/** Spanish strings loaded synchronously, so tests assert the exact texts (docs/product.md, "Texts that must stay exact"). */
function createSpanishI18n() {
  const instance = new Translator({ language: "es", fallbackLanguage: "es", catalogues: { es: { common, auth } } });
  return instance;
}

interface RenderOptions {
  route?: string;
  auth?: Partial<AuthState>;
  /** Other pages the test navigates to, each rendering its path as text. */
  otherPaths?: string[];
}

/** Renders `ui` at `route` with the Spanish catalogues and a given auth state. */
export function renderWithProviders(ui: ReactElement, { route = "/", auth = {}, otherPaths = [] }: RenderOptions = {}) {
  const path = route.split("?")[0] ?? route;
  return render(
    <TranslatorProvider translator={createSpanishI18n()}>
      <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, ...auth }}>
        <MemoryRouter initialEntries={[route]}>
          <Routes
            routes={[
              { path, element: ui },
              ...otherPaths.map((other) => ({ path: other, element: <p>{`page ${other}`}</p> })),
            ]}
          />
        </MemoryRouter>
      </AuthContext.Provider>
    </TranslatorProvider>,
  );
}
