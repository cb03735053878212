import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { NewsletterForm } from "./newsletter-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();

afterEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

async function submit(email: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText("Tu email");
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole("button", { name: "Suscribirme" }));
}

describe("NewsletterForm", () => {
  it.each(["", "   ", "ana.example.com"])("refuses %j with the spec's toast and sends nothing", async (email) => {
    renderWithProviders(<NewsletterForm />);
    await submit(email);
    expect(toast.error).toHaveBeenCalledWith("Email inválido", {
      description: "Por favor, introduce una dirección de email válida.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts {email} to newsletter-subscribe and asks to confirm by e-mail", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: "pending" }));
    renderWithProviders(<NewsletterForm />);
    await submit("ana@example.com");
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/functions/newsletter-subscribe");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string) as unknown).toEqual({ email: "ana@example.com", language: "es" });
    expect(toast.success).toHaveBeenCalledWith("¡Ya casi está!", {
      description: "Te hemos enviado un email. Confirma tu suscripción con el enlace que contiene.",
    });
    expect(screen.getByLabelText("Tu email")).toHaveValue("");
  });

  it("accepts the client rule's minimum (contains @) and lets the server judge the rest", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "validation_failed", message: "Invalid" } }, 400));
    renderWithProviders(<NewsletterForm />);
    await submit("a@b");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "No se pudo suscribir. Inténtalo de nuevo más tarde." }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the failure toast when the server answers an error", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal_error", message: "boom" } }, 500));
    renderWithProviders(<NewsletterForm />);
    await submit("ana@example.com");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "No se pudo suscribir. Inténtalo de nuevo más tarde." }),
    );
  });

  it("says a subscription is confirmed when the e-mail link lands on /?newsletter=confirmed", async () => {
    renderWithProviders(<NewsletterForm />, { path: "/?newsletter=confirmed" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Suscripción confirmada", expect.objectContaining({ id: "newsletter-confirmed" })),
    );
  });
});
