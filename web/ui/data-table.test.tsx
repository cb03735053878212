import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { DataTable } from "./data-table";

describe("data table", () => {
  it("shows one header per column and one row per item, each cell from its column", () => {
    const rows = [
      { id: "a", name: "ActaRápida", clicks: 3 },
      { id: "b", name: "Despacho IA", clicks: 0 },
    ];
    render(
      <DataTable
        label="Apps externas"
        rows={rows}
        columns={[
          { header: "Posición", cell: (_row, index) => index + 1 },
          { header: "Nombre", cell: (row) => row.name, className: "font-medium" },
          { header: "Clics", cell: (row) => row.clicks },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Apps externas" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Posición", "Nombre", "Clics"]);
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["1", "ActaRápida", "3"],
      ["2", "Despacho IA", "0"],
    ]);
    expect(screen.getByRole("cell", { name: "Despacho IA" })).toHaveClass("font-medium");
  });
});
