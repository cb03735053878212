import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findService } from "../../../../contracts/services";
import es from "../../../../i18n/locales/es/services.json";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ServiceDetail } from "./service-detail";

describe("ServiceDetail", () => {
  it("leads a contact service to the contact form with its inquiry type", () => {
    const service = findService("consultoria-ia");
    if (!service) throw new Error("service missing");
    renderWithProviders(<ServiceDetail service={service} texts={es.items["consultoria-ia"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Consultoría en IA" })).toBeInTheDocument();
    expect(screen.getByText("Plan Empresa o contrato a medida")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Solicitar una propuesta" })).toHaveAttribute(
      "href",
      "/contacto?tipo=sales",
    );
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

  it("offers one way to the plans to a visitor of an AI service whose plan does not include it", () => {
    const service = findService("gestion-reuniones");
    if (!service) throw new Error("service missing");
    renderWithProviders(
      <ServiceDetail
        service={service}
        texts={es.items["gestion-reuniones"]}
        toolSlot={{ access: "upgrade", tool: null }}
      />,
    );
    const toPlans = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/suscripciones");
    expect(toPlans).toHaveLength(1);
  });
});
