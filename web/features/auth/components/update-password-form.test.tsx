import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { UpdatePasswordForm } from "./update-password-form";

const client = vi.hoisted(() => ({ updateUser: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../auth-client", () => ({ getAuthClient: () => client }));
vi.mock("../../../ui/toast", () => ({ toast }));

async function submit(password: string, confirm: string) {
  renderWithProviders(<UpdatePasswordForm />, { route: "/reset-password", otherPaths: ["/"] });
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText("Nueva contraseña"), password);
  if (confirm) await user.type(screen.getByLabelText("Confirmar contraseña"), confirm);
  await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
}

describe("new password form", () => {
  beforeEach(() => vi.clearAllMocks());

  it("refuses a password under 6 characters", async () => {
    await submit("12345", "12345");
    expect(screen.getByText("La contraseña debe tener al menos 6 caracteres")).toBeInTheDocument();
    expect(client.updateUser).not.toHaveBeenCalled();
  });

  it("refuses two different passwords", async () => {
    await submit("first-password", "second-password");
    expect(screen.getByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expect(client.updateUser).not.toHaveBeenCalled();
  });

  it("updates the password, says so and goes home", async () => {
    client.updateUser.mockResolvedValue({ data: {}, error: null });
    await submit("a-new-passphrase", "a-new-passphrase");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("¡Contraseña actualizada!"));
    expect(client.updateUser).toHaveBeenCalledWith({ password: "a-new-passphrase" });
    expect(await screen.findByText("page /")).toBeInTheDocument();
  });

  it("asks a session that did not come from a reset link for the current password", async () => {
    client.updateUser.mockResolvedValue({ data: {}, error: null });
    const claims = btoa(JSON.stringify({ amr: [{ method: "password", timestamp: 1 }] }));
    const session = { access_token: `header.${claims}.signature`, refresh_token: "r" };
    renderWithProviders(<UpdatePasswordForm />, { route: "/reset-password", otherPaths: ["/"], auth: { session } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nueva contraseña"), "a-new-passphrase");
    await user.type(screen.getByLabelText("Confirmar contraseña"), "a-new-passphrase");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    expect(screen.getByText("Introduce tu contraseña.")).toBeInTheDocument();
    expect(client.updateUser).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Contraseña actual"), "the-old-passphrase");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    await waitFor(() =>
      expect(client.updateUser).toHaveBeenCalledWith({
        password: "a-new-passphrase",
        current_password: "the-old-passphrase",
      }),
    );
  });

  it("shows the server's refusal under the title Error", async () => {
    client.updateUser.mockResolvedValue({ data: {}, error: { code: "same_password", status: 422, message: "Same" } });
    await submit("a-new-passphrase", "a-new-passphrase");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", {
        description: "La contraseña nueva debe ser distinta de la actual.",
      }),
    );
  });
});
