import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pencil } from "lucide-react";
import { DataTable } from "./data-table";
import { RowActionButton, RowActions } from "./row-actions";

const ROWS = [
  { id: "a", name: "ActaRápida", clicks: 3 },
  { id: "b", name: "Despacho IA", clicks: 0 },
];

function renderTable(onEdit: (id: string) => void = vi.fn()) {
  render(
    <DataTable
      label="Apps externas"
      rows={ROWS}
      columns={[
        { header: "Nombre", cell: (row) => row.name, className: "font-medium" },
        { header: "Posición", cell: (_row, index) => index + 1 },
        { header: "Clics", cell: (row) => row.clicks },
      ]}
      actions={{
        header: "Acciones",
        cell: (row) => (
          <RowActions>
            <RowActionButton
              icon={Pencil}
              text="Editar"
              aria-label={`Editar: ${row.name}`}
              onClick={() => onEdit(row.id)}
            />
          </RowActions>
        ),
      }}
    />,
  );
  return screen.getByRole("table", { name: "Apps externas" });
}

describe("data table", () => {
  it("shows one header per column, then the actions, and one row per item with each cell from its column", () => {
    const table = renderTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Nombre", "Posición", "Clics", "Acciones"]);
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows).toHaveLength(2);
    const [first, second] = bodyRows.map((row) => within(row));
    for (const name of ["ActaRápida", "1", "3"]) expect(first?.getByRole("cell", { name })).toBeInTheDocument();
    for (const name of ["Despacho IA", "2", "0"]) expect(second?.getByRole("cell", { name })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Despacho IA" })).toHaveClass("font-medium");
  });

  it("repeats each column's name in its cell for the cards, hidden from screen readers that have the header", () => {
    const table = renderTable();
    const clicks = within(table).getAllByRole("row")[1]?.querySelectorAll("td")[2];
    expect(clicks?.textContent).toBe("Clics3");
    expect(within(clicks ?? table).getByText("Clics")).toHaveAttribute("aria-hidden", "true");
    // The first column names the card: no label repeated there.
    expect(screen.getByRole("cell", { name: "ActaRápida" }).textContent).toBe("ActaRápida");
  });

  it("names each row action after its row and runs it", async () => {
    const onEdit = vi.fn();
    renderTable(onEdit);
    await userEvent.setup().click(screen.getByRole("button", { name: "Editar: Despacho IA" }));
    expect(onEdit).toHaveBeenCalledWith("b");
  });

  it("leaves an empty value out of the card, and keeps its cell for the table", () => {
    render(
      <DataTable
        label="Códigos"
        rows={[{ id: "a", code: "TALLER24", note: null }]}
        columns={[
          { header: "Código", cell: (row) => row.code },
          { header: "Nota", cell: (row) => row.note },
        ]}
      />,
    );
    const note = screen.getAllByRole("cell")[1];
    expect(note).toHaveClass("hidden", "@4xl:table-cell");
    expect(note).not.toHaveClass("block");
    expect(note?.textContent).toBe("");
  });
});
