import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../test/fetch-mock";
import { renderWithProviders } from "../../test/render-with-providers";
import { ContactPage } from "./contact-page";

const fetchMock = stubFetch();

describe("ContactPage", () => {
  it("prints the installation's configured address as a mail link", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: "equipo@empresa.example", socialLinks: [] }));
    renderWithProviders(<ContactPage />);
    // jsdom names a link with <wbr> inside with spaces; browsers do not (e2e checks the name).
    const address = await screen.findByRole("link", { name: /equipo/ });
    expect(address).toHaveAttribute("href", "mailto:equipo@empresa.example");
    expect(address).toHaveTextContent("equipo@empresa.example");
    expect(screen.queryByText("hola@plataforma-ia.es")).not.toBeInTheDocument();
  });

  it("leaves the e-mail card out when the installation has no address", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ email: null, socialLinks: [] }));
    renderWithProviders(<ContactPage />);
    await screen.findByText("Horario de atención");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText("Correo electrónico")).not.toBeInTheDocument();
  });
});
