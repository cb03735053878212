import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { i18n, i18nReady } from "../lib/i18n";

// Component tests read the Spanish texts (docs/product.md, "Texts that must stay exact"); a test that needs another language
// calls i18n.changeLanguage itself.
beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage("es");
  await i18n.loadNamespaces(["common", "pages"]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = "i18next=; max-age=0; path=/";
});
