import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { UpdatePasswordForm } from "./update-password-form";

const client = vi.hoisted(() => ({ updateUser: vi.fn(), verifyOtp: vi.fn() }));
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../load-auth-client", () => ({ loadAuthClient: () => Promise.resolve(client), prefetchAuthClient: vi.fn() }));
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

  it("leaves the caret where it was on /cuenta, and puts it in the first field on the reset page", async () => {
    const claims = btoa(JSON.stringify({ amr: [{ method: "password", timestamp: 1 }] }));
    const session = { access_token: `header.${claims}.signature`, refresh_token: "r" };
    const account = renderWithProviders(<UpdatePasswordForm />, { route: "/cuenta", auth: { session } });
    expect(await screen.findByLabelText("Contraseña actual")).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
    account.unmount();

    renderWithProviders(<UpdatePasswordForm focusFirstField />, { route: "/reset-password", auth: { session } });
    expect(await screen.findByLabelText("Contraseña actual")).toHaveFocus();
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

  it("redeems the reset link's token first, in a browser signed in otherwise, without asking the current password", async () => {
    client.verifyOtp.mockResolvedValue({ data: {}, error: null });
    client.updateUser.mockResolvedValue({ data: {}, error: null });
    const claims = btoa(JSON.stringify({ amr: [{ method: "password", timestamp: 1 }] }));
    const session = { access_token: `header.${claims}.signature`, refresh_token: "r" };
    renderWithProviders(<UpdatePasswordForm recoveryTokenHash="token-from-the-mail" />, {
      route: "/reset-password",
      otherPaths: ["/"],
      auth: { session },
    });
    expect(screen.queryByLabelText("Contraseña actual")).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nueva contraseña"), "a-new-passphrase");
    await user.type(screen.getByLabelText("Confirmar contraseña"), "a-new-passphrase");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    await waitFor(() => expect(client.updateUser).toHaveBeenCalledWith({ password: "a-new-passphrase" }));
    expect(client.verifyOtp).toHaveBeenCalledWith({ token_hash: "token-from-the-mail", type: "recovery" });
    expect(client.verifyOtp.mock.invocationCallOrder[0]).toBeLessThan(
      client.updateUser.mock.invocationCallOrder[0] ?? 0,
    );
    expect(await screen.findByText("page /")).toBeInTheDocument();
  });

  it("says the link is no longer valid when its token is refused, and sets nothing", async () => {
    client.verifyOtp.mockResolvedValue({ data: {}, error: { code: "otp_expired", status: 403, message: "expired" } });
    const onLinkRefused = vi.fn();
    renderWithProviders(<UpdatePasswordForm recoveryTokenHash="spent-token" onLinkRefused={onLinkRefused} />, {
      route: "/reset-password",
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nueva contraseña"), "a-new-passphrase");
    await user.type(screen.getByLabelText("Confirmar contraseña"), "a-new-passphrase");
    await user.click(screen.getByRole("button", { name: "Guardar contraseña" }));
    await waitFor(() => expect(onLinkRefused).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith("El enlace no es válido o ha caducado", expect.anything());
    expect(client.updateUser).not.toHaveBeenCalled();
  });
});
