import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import { MemoryRouter } from "../../../lib/router";
import userEvent from "@testing-library/user-event";
import { toast } from "../../../ui/toast";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { NewsletterForm } from "./newsletter-form";

vi.mock("../../../ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();

afterAll(() => i18n.changeLanguage("es"));

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
  it.each(["", "   ", "ana.example.com"])(
    "refuses %j with the 'Email inválido' toast and sends nothing",
    async (email) => {
      renderWithProviders(<NewsletterForm />);
      await submit(email);
      expect(toast.error).toHaveBeenCalledWith("Email inválido", {
        description: "Por favor, introduce una dirección de email válida.",
      });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

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
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: "invalid_email", message: "The e-mail address is not valid" } }, 400),
    );
    renderWithProviders(<NewsletterForm />);
    await submit("a@b");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Email inválido", {
        description: "Por favor, introduce una dirección de email válida.",
      }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["ca", "El teu correu", "Subscriure'm", "Correu no vàlid", "Si us plau, introdueix una adreça de correu vàlida."],
    ["en", "Your email", "Subscribe", "Invalid email", "Please enter a valid email address."],
  ])(
    "says the address is invalid when the server refuses it (%s)",
    async (language, label, button, title, description) => {
      await i18n.changeLanguage(language);
      await i18n.loadNamespaces("blog");
      fetchMock.mockResolvedValue(
        jsonResponse({ error: { code: "invalid_email", message: "The e-mail address is not valid" } }, 400),
      );
      render(
        <QueryClientProvider client={new QueryClient()}>
          <TranslatorProvider translator={i18n}>
            <MemoryRouter>
              <NewsletterForm />
            </MemoryRouter>
          </TranslatorProvider>
        </QueryClientProvider>,
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(label), "a@b");
      await user.click(screen.getByRole("button", { name: button }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
    },
  );

  it("keeps the failure toast for a refusal that is not about the address", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "rate_limited", message: "Too many" } }, 429));
    renderWithProviders(<NewsletterForm />);
    await submit("ana@example.com");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "No se pudo suscribir. Inténtalo de nuevo más tarde.",
      }),
    );
  });

  it("shows the failure toast when the server answers an error", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal_error", message: "boom" } }, 500));
    renderWithProviders(<NewsletterForm />);
    await submit("ana@example.com");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "No se pudo suscribir. Inténtalo de nuevo más tarde.",
      }),
    );
  });

  it("says a subscription is confirmed when the e-mail link lands on /?newsletter=confirmed", async () => {
    renderWithProviders(<NewsletterForm />, { path: "/?newsletter=confirmed" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "Suscripción confirmada",
        expect.objectContaining({ id: "newsletter-confirmed" }),
      ),
    );
  });
});
