import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

/** A table with one header per column and one row per item, as the back-office lists show them. */
export function DataTable<Row extends { id: string }>({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
}) {
  return (
    <Table label={label}>
      <TableHead>
        <tr>
          {columns.map((column) => (
            <TableHeader key={column.header}>{column.header}</TableHeader>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.id}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className}>
                {column.cell(row, index)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
