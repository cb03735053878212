import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers";
import { HomeFeatures } from "./home-features";

describe("HomeFeatures", () => {
  it("links every feature card to the section it describes", () => {
    renderWithProviders(<HomeFeatures />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Asistentes especializados", "/portafolio-asistentes"],
      ["Apps de IA y de formación", "/apps"],
      ["Microcursos", "/microcursos"],
      ["Recursos premium", "/recursos"],
    ]);
  });
});
