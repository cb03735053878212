import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { UserEditDialog } from "./user-edit-dialog";

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));

const USER: TAdminUser = {
  id: "u0000000-0000-4000-8000-000000000001",
  email: "ana@example.com",
  display_name: "Ana",
  tier: "basic",
  tier_expires_at: null,
  status: "active",
  is_admin: false,
  disabled: false,
  email_confirmed_at: null,
  created_at: "2026-01-01T00:00:00.000Z",
  last_active_at: null,
  stripe: null,
};

async function openDialog() {
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UserEditDialog user={USER} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Editar ana@example.com" }));
  return user;
}

beforeAll(() => i18n.loadNamespaces(["common", "admin-users"]));

describe("editing a user", () => {
  const fetchMock = stubFetch();
  afterEach(() => vi.clearAllMocks());

  it("says nothing changed instead of asking to confirm", async () => {
    const user = await openDialog();
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(toast.info).toHaveBeenCalledWith("No has cambiado nada.");
    expect(screen.queryByRole("dialog", { name: "¿Guardar los cambios?" })).toBeNull();
  });

  it("sends only what changed once confirmed, says so and closes", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...USER, disabled: true }));
    const user = await openDialog();
    await user.click(screen.getByRole("checkbox", { name: /Cuenta desactivada/ }));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await user.click(screen.getByRole("button", { name: "Sí, guardar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Usuario actualizado"));
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(`/api/admin/users/${USER.id}`);
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(init?.body as string)).toEqual({ disabled: true });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says why a change was refused and keeps the form open", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "cannot_modify_self", message: "Self" } }, 400));
    const user = await openDialog();
    await user.click(screen.getByRole("checkbox", { name: /Administrador/ }));
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await user.click(screen.getByRole("button", { name: "Sí, guardar" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("No se pudo completar la acción", {
        description: "No puedes quitarte el permiso de administrador ni desactivar tu propia cuenta.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "¿Guardar los cambios?" })).toBeNull());
    expect(screen.getByRole("dialog", { name: "Editar usuario" })).toBeInTheDocument();
  });
});
