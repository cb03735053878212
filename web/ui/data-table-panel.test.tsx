import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DataTablePanel } from "./data-table-panel";

const COLUMNS = [{ header: "Nombre", cell: (row: { id: string; name: string }) => row.name }];

describe("data table panel", () => {
  it("says there is nothing yet instead of an empty table, and still offers to create", async () => {
    const onCreate = vi.fn();
    render(
      <DataTablePanel
        createLabel="Nueva app"
        onCreate={onCreate}
        emptyText="Aún no hay apps."
        label="Apps"
        columns={COLUMNS}
        rows={[]}
      />,
    );
    expect(screen.getByText("Aún no hay apps.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Nueva app" }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it("shows the table when there are rows, with what the panel opens over it", () => {
    render(
      <DataTablePanel
        createLabel="Nueva app"
        onCreate={vi.fn()}
        emptyText="Aún no hay apps."
        label="Apps"
        columns={COLUMNS}
        rows={[{ id: "a", name: "ActaRápida" }]}
      >
        <p>Formulario</p>
      </DataTablePanel>,
    );
    expect(screen.getByRole("cell", { name: "ActaRápida" })).toBeVisible();
    expect(screen.queryByText("Aún no hay apps.")).toBeNull();
    expect(screen.getByText("Formulario")).toBeVisible();
  });
});
