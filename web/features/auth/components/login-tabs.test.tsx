import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "../../../lib/api";
import type * as SecureSignupModule from "../api/secure-signup";
import { renderWithProviders } from "../test-utils";
import { LoginTabs } from "./login-tabs";
import {
  clearSessionLimitRefusal,
  recordSessionLimitRefusal,
  requestPasswordResetAfterRefusal,
} from "../session-limit-refusal";

const client = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  setSession: vi.fn(),
}));
const functions = vi.hoisted(() => ({ secureSignup: vi.fn(), quickAccessWithCode: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));

vi.mock("../load-auth-client", () => ({ loadAuthClient: () => Promise.resolve(client), prefetchAuthClient: vi.fn() }));
vi.mock("../api/secure-signup", async (importOriginal) => ({
  ...(await importOriginal<typeof SecureSignupModule>()),
  secureSignup: functions.secureSignup,
}));
vi.mock("../api/quick-access-with-code", () => ({ quickAccessWithCode: functions.quickAccessWithCode }));
vi.mock("../../../ui/toast", () => ({ toast }));

function renderTabs(onBeforeCodeSession = vi.fn()) {
  renderWithProviders(<LoginTabs onBeforeCodeSession={onBeforeCodeSession} />);
  return { user: userEvent.setup(), onBeforeCodeSession };
}

describe("login tabs", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the three tabs with sign-in selected", () => {
    renderTabs();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Iniciar sesión",
      "Registrarse",
      "Código",
    ]);
    expect(screen.getByRole("tab", { name: "Iniciar sesión" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });

  it("requires e-mail and password before signing in", async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(screen.getByText("Introduce tu email.")).toBeInTheDocument();
    expect(screen.getByText("Introduce tu contraseña.")).toBeInTheDocument();
    expect(client.signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows the sign-in error toast with the translated server error", async () => {
    client.signInWithPassword.mockResolvedValue({
      error: { code: "invalid_credentials", status: 400, message: "Invalid login credentials" },
    });
    const { user } = renderTabs();
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error al iniciar sesión", {
        description: "Email o contraseña incorrectos.",
      }),
    );
    expect(client.signInWithPassword).toHaveBeenCalledWith({ email: "ana@example.com", password: "wrong-password" });
  });

  it("toggles to the reset form and back, and sends the reset e-mail to /reset-password", async () => {
    client.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    const { user } = renderTabs();
    await user.click(screen.getByRole("button", { name: "¿Olvidaste tu contraseña?" }));
    expect(screen.getByRole("heading", { name: "Restablecer contraseña" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Volver a iniciar sesión" }));
    expect(screen.getByRole("button", { name: "Iniciar sesión" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "¿Olvidaste tu contraseña?" }));
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Enviar enlace" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Email enviado", {
        description: "Revisa tu email para restablecer tu contraseña. No olvides revisar la carpeta de spam.",
      }),
    );
    expect(client.resetPasswordForEmail).toHaveBeenCalledWith("ana@example.com", {
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it("refuses a sign-up password under 6 characters", async () => {
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Registrarse" }));
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "12345");
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    expect(screen.getByText("Tu contraseña debe tener al menos 6 caracteres")).toBeInTheDocument();
    expect(functions.secureSignup).not.toHaveBeenCalled();
  });

  it("signs up with the display name from the e-mail and shows the success toast", async () => {
    functions.secureSignup.mockResolvedValue({ success: true });
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Registrarse" }));
    await user.type(screen.getByLabelText("Email"), "ana.garcia@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "a-long-safe-passphrase");
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("¡Registro exitoso!", {
        description: "Revisa tu email para confirmar tu cuenta.",
      }),
    );
    expect(functions.secureSignup).toHaveBeenCalledWith(
      expect.objectContaining({ email: "ana.garcia@example.com", display_name: "ana.garcia", language: "es" }),
    );
  });

  it("opens the reset form after user_already_exists", async () => {
    functions.secureSignup.mockRejectedValue(new ApiError(409, "user_already_exists", "User already registered"));
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Registrarse" }));
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "a-long-safe-passphrase");
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Usuario ya registrado", {
        description: "Esta dirección de email ya está registrada. ¿Olvidaste tu contraseña?",
      }),
    );
    expect(screen.getByRole("heading", { name: "Restablecer contraseña" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
  });

  it.each([
    [
      new ApiError(422, "pwned_password", "Leaked"),
      "Contraseña insegura",
      "Esta contraseña aparece en bases de datos filtradas. Por tu seguridad, elige otra diferente.",
    ],
    [
      new ApiError(403, "cors_origin_not_allowed", "Origin not allowed"),
      "Error al registrarse",
      "No se puede crear la cuenta desde esta dirección. Abre la web desde su dirección oficial e inténtalo de nuevo.",
    ],
    [
      new ApiError(400, "validation_failed", "CORS check failed"),
      "Error al registrarse",
      "No se puede crear la cuenta desde esta dirección. Abre la web desde su dirección oficial e inténtalo de nuevo.",
    ],
    [new TypeError("boom"), "Error al registrarse", "Ocurrió un error inesperado durante el registro"],
  ])("shows the exact sign-up refusal for %s", async (error, title, description) => {
    functions.secureSignup.mockRejectedValue(error);
    const { user } = renderTabs();
    await user.click(screen.getByRole("tab", { name: "Registrarse" }));
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Contraseña"), "a-long-safe-passphrase");
    await user.click(screen.getByRole("button", { name: "Crear cuenta" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description }));
  });

  it("after a refusal by the session limit, offers the password reset for that account", async () => {
    recordSessionLimitRefusal("ana@example.com");
    const { user } = renderTabs();
    expect(
      screen.getByRole("heading", {
        name: "Has alcanzado el límite de sesiones activas. Por favor, cierra sesión en otro dispositivo.",
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Restablecer contraseña" }));
    expect(screen.getByRole("heading", { name: "Restablecer contraseña" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    expect(screen.queryByText(/No tienes a mano esos dispositivos/)).not.toBeInTheDocument();
  });

  it("opens the reset form for the refused account when the reset was chosen on another page", async () => {
    recordSessionLimitRefusal("luis@example.com");
    requestPasswordResetAfterRefusal();
    renderTabs();
    expect(screen.getByRole("heading", { name: "Restablecer contraseña" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("luis@example.com");
    expect(screen.queryByRole("button", { name: "Restablecer contraseña" })).not.toBeInTheDocument();
    clearSessionLimitRefusal();
  });
});
