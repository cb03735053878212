import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../test/fetch-mock";
import { renderWithProviders } from "../../test/render-with-providers";
import { Footer } from "./footer";

const fetchMock = stubFetch();

describe("Footer", () => {
  it("links each configured social profile by its name, and draws no placeholder for the others", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        email: null,
        socialLinks: [{ network: "linkedin", url: "https://www.linkedin.com/company/empresa" }],
      }),
    );
    renderWithProviders(<Footer />);
    const profile = await screen.findByRole("link", { name: "Nuestro perfil en LinkedIn" });
    expect(profile).toHaveAttribute("href", "https://www.linkedin.com/company/empresa");
    expect(screen.getAllByRole("list", { name: "Redes sociales" })).toHaveLength(1);
    expect(screen.queryByRole("link", { name: /X|YouTube/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });

  it("draws no social list when no profile is configured", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: null, socialLinks: [] }));
    renderWithProviders(<Footer />);
    await screen.findByRole("link", { name: "Contacto" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("list", { name: "Redes sociales" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it("lists the assistants portfolio and the services beside the other links", () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: null, socialLinks: [] }));
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
