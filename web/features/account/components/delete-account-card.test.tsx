import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers";
import { DeleteAccountCard } from "./delete-account-card";

const PROFILE = {
  id: "u1",
  email: "ana@example.com",
  display_name: "Ana",
  language: "es" as const,
  created_at: "2026-01-01T00:00:00.000Z",
  has_password: true,
  made_by_access_code: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("DeleteAccountCard", () => {
  it("says to wait when too many wrong passwords have locked the check", async () => {
    const body = { error: { code: "rate_limited", message: "Too many requests. Try again in 60 seconds." } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status: 429 })),
    );
    renderWithProviders(<DeleteAccountCard profile={PROFILE} onDeleted={async () => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Eliminar mi cuenta" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Tu contraseña"), "Una-Clave-Cualquiera-1");
    await user.click(within(dialog).getByRole("button", { name: "Eliminar definitivamente" }));
    expect(
      await within(dialog).findByText(
        "Demasiados intentos con una contraseña incorrecta. Espera unos minutos y vuelve a intentarlo.",
      ),
    ).toBeInTheDocument();
  });

  it("asks an access-code account for its name, not its placeholder address", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const codeAccount = {
      ...PROFILE,
      email: "code-equipo+1@access-code.invalid",
      display_name: "EQUIPO #1",
      has_password: false,
      made_by_access_code: true,
    };
    renderWithProviders(<DeleteAccountCard profile={codeAccount} onDeleted={async () => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Eliminar mi cuenta" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).not.toContain("access-code.invalid");
    await user.type(
      within(dialog).getByLabelText("Escribe el nombre de tu cuenta (EQUIPO #1) para confirmar"),
      "EQUIPO #1",
    );
    await user.click(within(dialog).getByRole("button", { name: "Eliminar definitivamente" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ confirm_name: "EQUIPO #1" });
  });
});
