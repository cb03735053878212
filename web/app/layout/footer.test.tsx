import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers";
import { Footer } from "./footer";

describe("Footer", () => {
  it("lists the assistants portfolio and the services beside the spec's links", () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole("link", { name: "Portafolio de asistentes" })).toHaveAttribute(
      "href",
      "/portafolio-asistentes",
    );
    expect(screen.getByRole("link", { name: "Servicios" })).toHaveAttribute("href", "/servicios");
    for (const [name, href] of [
      ["Asistentes", "/asistentes"],
      ["Blog", "/blog"],
      ["Software", "/software"],
      ["Suscripciones", "/suscripciones"],
      ["Contacto", "/contacto"],
      ["Términos", "/terminos"],
      ["Privacidad", "/privacidad"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});
