import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AuthState } from "../../../lib/auth-context";
import { renderWithProviders } from "../test-utils";
import { ActivateCodeForm } from "./activate-code-form";

const activateCode = vi.hoisted(() => vi.fn());
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../api/activate-code", () => ({ activateCode }));
vi.mock("../../../ui/toast", () => ({ toast }));

const SIGNED_IN: Partial<AuthState> = {
  user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
  getAccessToken: async () => "access-token",
};

async function submit(code: string, auth: Partial<AuthState>) {
  const onActivated = vi.fn();
  renderWithProviders(<ActivateCodeForm onActivated={onActivated} />, { auth });
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText("Código de acceso"), code);
  await user.click(screen.getByRole("button", { name: "Activar código" }));
  return onActivated;
}

describe("activate code form", () => {
  beforeEach(() => vi.clearAllMocks());

  it("asks to sign in first", async () => {
    await submit("PREMIUM30", {});
    expect(screen.getByText("Debes iniciar sesión para activar un código")).toBeInTheDocument();
    expect(activateCode).not.toHaveBeenCalled();
  });

  it("asks for a code", async () => {
    await submit("", SIGNED_IN);
    expect(screen.getByText("Por favor introduce un código")).toBeInTheDocument();
  });

  it("activates the upper-cased code and refreshes the subscription", async () => {
    activateCode.mockResolvedValue({ message: "ok", tier: "premium", tier_expires_at: null });
    const refreshSubscription = vi.fn(async () => undefined);
    const onActivated = await submit("premium30", { ...SIGNED_IN, refreshSubscription });
    await waitFor(() => expect(onActivated).toHaveBeenCalled());
    expect(activateCode).toHaveBeenCalledWith("access-token", "PREMIUM30");
    expect(refreshSubscription).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("¡Código activado!", { description: "Tu plan ahora es Premium." });
  });
});
