import { describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthContext, SIGNED_OUT_STATE } from "../../../lib/auth-context";
import { toast } from "../../../ui/toast";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { ContactForm } from "./contact-form";

vi.mock("../../../ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Nombre"), "Ana Pérez");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.type(screen.getByLabelText("Asunto"), "Demo para mi equipo");
  await user.type(screen.getByLabelText("Mensaje"), "Queremos ver la plataforma con nuestro equipo.");
  return user;
}

describe("ContactForm", () => {
  it("sends the message with the language and an empty honeypot", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }, 201));
    renderWithProviders(<ContactForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Mensaje enviado", expect.anything()));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Ana Pérez",
      email: "ana@example.com",
      inquiryType: "sales",
      language: "es",
      website: "",
    });
  });

  it("keeps the inquiry type of ?tipo= for the next message once one is sent", async () => {
    window.history.pushState({}, "", "/contacto?tipo=billing");
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }, 201));
    renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText("Tipo de consulta")).toHaveValue("billing");
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() => expect(screen.getByLabelText("Asunto")).toHaveValue(""));
    expect(screen.getByLabelText("Tipo de consulta")).toHaveValue("billing");
    window.history.pushState({}, "", "/");
  });

  it("shows the server's per-field errors under the fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: "validation_failed",
            message: "Invalid request",
            details: [{ path: "/email", message: "Invalid email address" }],
          },
        },
        400,
      ),
    );
    renderWithProviders(<ContactForm />);
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(await screen.findByText("Introduce un email válido.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("sends a signed-in member's token, so the server can mark priority support", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }, 201));
    const signedIn = {
      ...SIGNED_OUT_STATE,
      user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
      getAccessToken: async () => "member-token",
    };
    renderWithProviders(
      <AuthContext.Provider value={signedIn}>
        <ContactForm />
      </AuthContext.Provider>,
    );
    const user = await fillValidForm();
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.authorization).toBe("Bearer member-token");
  });
});
