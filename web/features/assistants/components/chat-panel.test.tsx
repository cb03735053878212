import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import type { Tier } from "../../../../contracts/tiers";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ChatPanel } from "./chat-panel";

afterEach(cleanup);
const fetchMock = stubFetch();

function renderPanel({ aiConfigured, tier }: { aiConfigured: boolean; tier: Tier }) {
  fetchMock.mockImplementation(async () =>
    jsonResponse({ used: 0, limit: 10, resetsAt: "2026-01-15T23:00:00.000Z", aiConfigured }),
  );
  renderWithProviders(
    <ChatPanel
      slug="redactor-de-correos-profesionales"
      initialMessages={[]}
      examplePrompts={["Reclama una factura"]}
      attachmentTier={tier}
      onConversationCreated={() => {}}
    />,
  );
}

describe("ChatPanel", () => {
  it("says that AI is not configured before the first message, with no box to type in", async () => {
    renderPanel({ aiConfigured: false, tier: "premium" });
    expect(await screen.findByText("IA no configurada")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "La IA no está configurada en esta instalación. Pide al administrador que configure un proveedor de modelos.",
    );
    expect(screen.queryByLabelText("Mensaje para el asistente")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reclama una factura" })).toBeNull();
  });

  it("tells a free user why there is no attach button and which plan attaches files", async () => {
    renderPanel({ aiConfigured: true, tier: "free" });
    expect(await screen.findByText(/Te quedan 10 consultas hoy/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Tu plan Gratuito no incluye archivos adjuntos: puedes adjuntar PDF, imágenes, audio y vídeo desde el plan Básico.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mejorar plan" })).toHaveAttribute("href", "/suscripciones");
    expect(screen.queryByRole("button", { name: "Adjuntar archivo" })).toBeNull();
  });

  it("offers the attach button to a plan with attachments, without the note", async () => {
    renderPanel({ aiConfigured: true, tier: "basic" });
    expect(await screen.findByRole("button", { name: "Adjuntar archivo" })).toBeInTheDocument();
    expect(screen.queryByText(/no incluye archivos adjuntos/)).toBeNull();
    expect(screen.getByLabelText("Mensaje para el asistente")).toBeInTheDocument();
  });
});
