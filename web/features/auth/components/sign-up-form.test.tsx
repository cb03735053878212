import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import { MemoryRouter } from "../../../lib/router";
import { toast } from "../../../ui/toast";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { SignUpForm } from "./sign-up-form";

vi.mock("../../../ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();

afterEach(() => vi.mocked(toast.error).mockReset());
afterAll(() => i18n.changeLanguage("es"));

function StatefulSignUpForm() {
  const [email, setEmail] = useState("");
  return <SignUpForm email={email} onEmailChange={setEmail} onAlreadyRegistered={() => undefined} />;
}

const LANGUAGES = {
  es: {
    email: "Email",
    password: "Contraseña",
    submit: "Crear cuenta",
    title: "Error al registrarse",
    unexpected: "Ocurrió un error inesperado durante el registro",
  },
  ca: {
    email: "Correu electrònic",
    password: "Contrasenya",
    submit: "Crea el compte",
    title: "Error en registrar-te",
    unexpected: "S'ha produït un error inesperat durant el registre",
  },
  en: {
    email: "Email",
    password: "Password",
    submit: "Create account",
    title: "Sign-up error",
    unexpected: "An unexpected error occurred during sign-up",
  },
} as const;

const FAILURES: [string, () => Promise<Response>][] = [
  ["no answer (network error)", () => Promise.reject(new TypeError("Failed to fetch"))],
  [
    "a 500 with the error shape",
    () =>
      Promise.resolve(
        jsonResponse({ error: { code: "internal_error", message: "Something went wrong on our side" } }, 500),
      ),
  ],
  ["a 502 from a proxy, not JSON", () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 }))],
  ["a 503", () => Promise.resolve(jsonResponse({ error: { code: "service_unavailable", message: "Down" } }, 503))],
];

const CASES = (Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]).flatMap((language) =>
  FAILURES.map(([name, answer]) => [language, name, answer] as const),
);

describe("SignUpForm unexpected failures", () => {
  it.each(CASES)("in %s, %s shows the unexpected sign-up error", async (language, _name, answer) => {
    const text = LANGUAGES[language];
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces("auth");
    fetchMock.mockImplementation(answer);
    render(
      <TranslatorProvider translator={i18n}>
        <MemoryRouter>
          <StatefulSignUpForm />
        </MemoryRouter>
      </TranslatorProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(text.email), "ana@example.com");
    await user.type(screen.getByLabelText(text.password), "a-long-safe-passphrase");
    await user.click(screen.getByRole("button", { name: text.submit }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text.title, { description: text.unexpected }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/functions/secure-signup");
  });
});
