import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "../../../lib/api";
import { renderWithProviders } from "../test-utils";
import { AccessCodeForm } from "./access-code-form";

const client = vi.hoisted(() => ({ setSession: vi.fn() }));
const quickAccessWithCode = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));

vi.mock("../load-auth-client", () => ({ loadAuthClient: () => Promise.resolve(client), prefetchAuthClient: vi.fn() }));
vi.mock("../api/quick-access-with-code", () => ({ quickAccessWithCode }));
vi.mock("../../../ui/toast", () => ({ toast }));

const SESSION = {
  access_token: "access",
  refresh_token: "refresh",
  expires_in: 3600,
  expires_at: 1,
  token_type: "bearer",
};

async function submitCode(typed: string) {
  const onBeforeSession = vi.fn();
  renderWithProviders(<AccessCodeForm onBeforeSession={onBeforeSession} />);
  const user = userEvent.setup();
  const field = screen.getByLabelText("Código de acceso");
  if (typed) await user.type(field, typed);
  await user.click(screen.getByRole("button", { name: "Acceder con código" }));
  return { field, onBeforeSession };
}

describe("quick access code form", () => {
  beforeEach(() => vi.clearAllMocks());

  it("forces the code to upper case and sets the answered session", async () => {
    quickAccessWithCode.mockResolvedValue({ message: "ok", session: SESSION });
    client.setSession.mockResolvedValue({ error: null });
    const { field, onBeforeSession } = await submitCode("abcd-23");
    expect(field).toHaveValue("ABCD-23");
    await waitFor(() =>
      expect(client.setSession).toHaveBeenCalledWith({ access_token: "access", refresh_token: "refresh" }),
    );
    expect(quickAccessWithCode).toHaveBeenCalledWith("ABCD-23");
    expect(onBeforeSession).toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("requires a code", async () => {
    await submitCode("");
    expect(screen.getByText("Por favor introduce un código")).toBeInTheDocument();
    expect(quickAccessWithCode).not.toHaveBeenCalled();
  });

  it.each([
    [
      "the server error text",
      new ApiError(404, "invalid_code", "Invalid code"),
      "El código no existe. Revisa que lo hayas escrito bien.",
    ],
    ["no answer", new ApiError(0, "network", "Network error"), "No se recibió respuesta del servidor"],
    [
      "a code whose uses are spent",
      new ApiError(410, "code_used_up", "The code has no uses left"),
      "Este código ya se ha usado el número máximo de veces.",
    ],
  ])("shows %s and clears the field", async (_case, error, description) => {
    quickAccessWithCode.mockRejectedValue(error);
    const { field } = await submitCode("WRONG1");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error al acceder", { description }));
    expect(field).toHaveValue("");
  });

  it("says when the answer has no session", async () => {
    quickAccessWithCode.mockResolvedValue({ message: "ok" });
    await submitCode("CODE1");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error al acceder", {
        description: "No se recibió sesión del servidor",
      }),
    );
  });

  it("says when the session cannot be set", async () => {
    quickAccessWithCode.mockResolvedValue({ message: "ok", session: SESSION });
    client.setSession.mockResolvedValue({ error: new Error("bad") });
    await submitCode("CODE1");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error al acceder", { description: "Error al procesar el código" }),
    );
  });
});
