import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers";
import { AppsMenu } from "./apps-menu";
import { MobileMenu } from "./mobile-menu";

const TOOLS = [
  ["Transcripción de audio y vídeo", "/servicios/servicios-audio"],
  ["Actas de reuniones", "/servicios/gestion-reuniones"],
  ["Procesamiento de documentos", "/servicios/procesamiento-documentos"],
];

describe("the Apps menu", () => {
  it("keeps the two app pages and offers the three AI tools under their own heading", async () => {
    renderWithProviders(<AppsMenu />);
    await userEvent.click(screen.getByRole("button", { name: "Apps" }));
    const items = screen.getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")]);
    expect(items).toEqual([["Apps de IA", "/apps"], ["Apps de formación", "/apps/formacion"], ...TOOLS]);
    const tools = screen.getByRole("group", { name: "Herramientas de IA" });
    expect(within(tools).getAllByRole("menuitem")).toHaveLength(3);
  });

  it("lists the same tools in the mobile menu", () => {
    renderWithProviders(<MobileMenu onClose={() => undefined} />);
    for (const [name, path] of TOOLS) expect(screen.getByRole("link", { name })).toHaveAttribute("href", path);
    expect(screen.getByText("Herramientas de IA")).toBeInTheDocument();
  });
});
