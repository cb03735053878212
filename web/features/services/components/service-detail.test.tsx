import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findService } from "../../../../contracts/services";
import es from "../../../../i18n/locales/es/services.json";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ServiceDetail } from "./service-detail";

describe("ServiceDetail", () => {
  it("leads a contact service to the contact form with its inquiry type", () => {
    const service = findService("gestion-reuniones");
    if (!service) throw new Error("service missing");
    renderWithProviders(<ServiceDetail service={service} texts={es.items["gestion-reuniones"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Gestión de reuniones" })).toBeInTheDocument();
    expect(screen.getByText("Plan Premium o superior")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pedir una demostración" })).toHaveAttribute("href", "/contacto?tipo=demo");
  });

  it("leads an assistant service to its assistant, with the contact form as a second way", () => {
    const service = findService("procesamiento-documentos");
    if (!service) throw new Error("service missing");
    renderWithProviders(<ServiceDetail service={service} texts={es.items["procesamiento-documentos"]} />);
    expect(screen.getByRole("link", { name: "Abrir el resumidor de documentos" })).toHaveAttribute(
      "href",
      "/asistente/resumidor-de-documentos",
    );
    expect(screen.getByRole("link", { name: "Solicitar información" })).toHaveAttribute("href", "/contacto?tipo=sales");
  });
});
