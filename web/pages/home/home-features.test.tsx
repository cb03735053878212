import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers";
import { HomeFeatures } from "./home-features";
import { SERVICE_TIERS } from "../../../contracts/tiers";
import common from "../../locales/es/common.json";

const TIER_NAMES = common.tiers;

describe("HomeFeatures", () => {
  it("links every feature card to the section it describes", () => {
    renderWithProviders(<HomeFeatures />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Asistentes especializados", "/portafolio-asistentes"],
      ["Apps de IA y de formación", "/apps"],
      ["Microcursos", "/microcursos"],
      ["Recursos premium", "/recursos"],
      ["Transcripción de audio y vídeo", "/servicios/servicios-audio"],
      ["Actas de reuniones", "/servicios/gestion-reuniones"],
      ["Procesamiento de documentos", "/servicios/procesamiento-documentos"],
    ]);
  });

  it("names the lowest plan of each AI tool from the tier table", () => {
    renderWithProviders(<HomeFeatures />);
    expect(screen.getAllByText(/^Desde el plan /).map((badge) => badge.textContent)).toEqual([
      `Desde el plan ${TIER_NAMES[SERVICE_TIERS.transcription]}`,
      `Desde el plan ${TIER_NAMES[SERVICE_TIERS.meeting]}`,
      `Desde el plan ${TIER_NAMES[SERVICE_TIERS.document]}`,
    ]);
  });
});
