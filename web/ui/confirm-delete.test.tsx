import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test/render-with-providers";
import { ConfirmDeleteDialog, EditDeleteButtons } from "./confirm-delete";

const toast = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock("./toast", () => ({ toast }));

const ROW = { id: "row-1", name: "ActaRápida" };

function renderButtons(isConfirmed: boolean) {
  const confirm = vi.spyOn(window, "confirm").mockReturnValue(isConfirmed);
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <EditDeleteButtons
      name={ROW.name}
      editLabel="Editar"
      deleteLabel="Eliminar"
      confirmQuestion="¿Eliminar ActaRápida?"
      onEdit={onEdit}
      onDelete={onDelete}
    />,
  );
  return { confirm, onEdit, onDelete };
}

describe("row edit and delete buttons", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names each button after the row and edits without asking", async () => {
    const { confirm, onEdit } = renderButtons(true);
    await userEvent.setup().click(screen.getByRole("button", { name: "Editar: ActaRápida" }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("deletes once the browser's confirm is accepted", async () => {
    const { onDelete } = renderButtons(true);
    await userEvent.setup().click(screen.getByRole("button", { name: "Eliminar: ActaRápida" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("does not delete when the browser's confirm is dismissed", async () => {
    const { confirm, onDelete } = renderButtons(false);
    await userEvent.setup().click(screen.getByRole("button", { name: "Eliminar: ActaRápida" }));
    expect(confirm).toHaveBeenCalledWith("¿Eliminar ActaRápida?");
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe("confirm delete dialog", () => {
  it("deletes the row it holds, says so and closes", async () => {
    const onClose = vi.fn();
    const mutate = vi.fn((_id: string, options: { onSuccess: () => void }) => options.onSuccess());
    renderWithProviders(
      <ConfirmDeleteDialog
        item={ROW}
        onClose={onClose}
        remove={{ isPending: false, mutate }}
        title="¿Eliminar?"
        description="No se puede deshacer."
        confirmLabel="Eliminar"
        deletedMessage="Eliminado"
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Eliminar" }));
    expect(mutate).toHaveBeenCalledWith("row-1", expect.anything());
    expect(toast.success).toHaveBeenCalledWith("Eliminado");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps the confirm button disabled while the delete runs, and is closed without a row", () => {
    const { rerender } = renderWithProviders(
      <ConfirmDeleteDialog
        item={ROW}
        onClose={vi.fn()}
        remove={{ isPending: true, mutate: vi.fn() }}
        title="¿Eliminar?"
        description="No se puede deshacer."
        confirmLabel="Eliminar"
        deletedMessage="Eliminado"
      />,
    );
    expect(screen.getByRole("button", { name: "Eliminar" })).toBeDisabled();
    rerender(
      <ConfirmDeleteDialog
        item={undefined}
        onClose={vi.fn()}
        remove={{ isPending: false, mutate: vi.fn() }}
        title="¿Eliminar?"
        description="No se puede deshacer."
        confirmLabel="Eliminar"
        deletedMessage="Eliminado"
      />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
