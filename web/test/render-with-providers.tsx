import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../lib/translation/translator";
import { TranslatorProvider } from "../lib/translation/use-translation";
import { MemoryRouter } from "../lib/router";
import account from "../locales/es/account.json";
import assistants from "../locales/es/assistants.json";
import blog from "../locales/es/blog.json";
import common from "../locales/es/common.json";
import contact from "../locales/es/contact.json";
import home from "../locales/es/home.json";
import externalApps from "../locales/es/external-apps.json";
import services from "../../i18n/locales/es/services.json";
import software from "../locales/es/software.json";

/** A Spanish i18n instance with the catalogues these features read, loaded synchronously. */
function createTestI18n() {
  const instance = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: {
      es: { common, account, blog, home, contact, assistants, "external-apps": externalApps, services, software },
    },
  });
  return instance;
}

/** Renders with the app's providers (query client, router at `path`, Spanish strings) for component tests. */
export function renderWithProviders(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </TranslatorProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
