import { afterAll, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { TranslatorProvider } from "../lib/translation/use-translation";
import { MemoryRouter } from "../lib/router";
import { i18n } from "../lib/i18n";
import { UpcomingPage } from "./upcoming-page";

afterAll(() => i18n.changeLanguage("es"));

describe("a public page whose section is not built yet", () => {
  it.each([
    [
      "es",
      "Apps de IA",
      "Muy pronto",
      "Estamos preparando «Apps de IA» y pronto estará disponible aquí. Mientras tanto, puedes leer el blog, ver los planes de suscripción o escribirnos.",
      "Mientras tanto",
      ["Leer el blog", "Ver los planes", "Escribirnos"],
    ],
    [
      "ca",
      "Apps d'IA",
      "Molt aviat",
      "Estem preparant «Apps d'IA» i aviat estarà disponible aquí. Mentrestant, pots llegir el blog, veure els plans de subscripció o escriure'ns.",
      "Mentrestant",
      ["Llegeix el blog", "Mostra els plans", "Escriu-nos"],
    ],
    [
      "en",
      "AI apps",
      "Coming soon",
      "We are preparing “AI apps” and it will be available here soon. Meanwhile, you can read the blog, see the subscription plans or write to us.",
      "Meanwhile",
      ["Read the blog", "See the plans", "Write to us"],
    ],
  ])(
    "says what is coming and links to the blog, plans and contact, with no endless loading (%s)",
    async (language, title, heading, text, linksLabel, links) => {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces(["pages", "upcoming"]);
      render(
        <TranslatorProvider translator={i18n}>
          <MemoryRouter>
            {/* Any section title works; the AI apps page itself is built now. */}
            <UpcomingPage titleKey="apps.title" descriptionKey="apps.description" />
          </MemoryRouter>
        </TranslatorProvider>,
      );
      expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      const meanwhile = within(screen.getByRole("navigation", { name: linksLabel })).getAllByRole("link");
      expect(meanwhile.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
        [links[0], "/blog"],
        [links[1], "/suscripciones"],
        [links[2], "/contacto"],
      ]);
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    },
  );
});
