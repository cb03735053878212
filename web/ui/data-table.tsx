import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "../lib/cn";

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> {
  label: string;
  /** The first column names the row: it heads the row's card on narrow screens. */
  columns: DataColumn<Row>[];
  rows: Row[];
  /** The row's buttons (row-actions.tsx): the last column of the table, the foot of the card. */
  actions?: { header: string; cell: (row: Row, index: number) => ReactNode };
}

/**
 * A back-office list: a table where its box is at least 56rem wide (a container query, so the
 * sidebar's room counts), and below that the same rows as stacked cards, each cell under its
 * column's name and the actions at the foot. One markup for both, so every action is in reach at
 * any width and tests find the same rows. Cells wrap instead of scrolling sideways.
 */
export function DataTable<Row extends { id: string }>({ label, columns, rows, actions }: DataTableProps<Row>) {
  return (
    <div className="@container">
      <div className="@4xl:overflow-x-auto @4xl:rounded-2xl @4xl:border @4xl:border-border @4xl:bg-surface @4xl:shadow-sm">
        {/* Explicit roles: some browsers drop a table's semantics once its display changes (the cards). */}
        <table role="table" aria-label={label} className="block w-full text-left text-sm @4xl:table">
          <thead role="rowgroup" className="sr-only border-b border-border bg-surface-muted @4xl:not-sr-only">
            <tr role="row">
              {columns.map((column) => (
                <HeaderCell key={column.header}>{column.header}</HeaderCell>
              ))}
              {actions && <HeaderCell className="text-right">{actions.header}</HeaderCell>}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block space-y-3 @4xl:table-row-group @4xl:divide-y @4xl:divide-border">
            {rows.map((row, index) => (
              <BodyRow key={row.id}>
                {columns.map((column, columnIndex) => {
                  const content = column.cell(row, index);
                  // An empty value leaves its cell out of the card rather than a name with nothing under it.
                  const isEmpty = content === null || content === undefined || content === "" || content === false;
                  return (
                    <Cell
                      key={column.header}
                      className={cn(
                        columnIndex === 0 && "col-span-2 text-base @4xl:min-w-44 @4xl:text-sm",
                        isEmpty && "hidden",
                        column.className,
                      )}
                    >
                      {columnIndex > 0 && !isEmpty && <CardLabel>{column.header}</CardLabel>}
                      {content}
                    </Cell>
                  );
                })}
                {actions && (
                  <Cell className="col-span-2 border-t border-border pt-3 @4xl:border-0">
                    {actions.cell(row, index)}
                  </Cell>
                )}
              </BodyRow>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A cell's column name, shown on the cards only (the table's header says it once for all rows). */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-muted @4xl:hidden">
      {children}
    </span>
  );
}

function HeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn("px-3 py-3 text-xs font-semibold uppercase tracking-wide text-muted", className)}
      {...props}
    />
  );
}

function BodyRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      role="row"
      className={cn(
        "grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-border bg-surface p-4 shadow-sm",
        "@4xl:table-row @4xl:rounded-none @4xl:border-0 @4xl:p-0 @4xl:shadow-none @4xl:hover:bg-surface-muted/60",
        className,
      )}
      {...props}
    />
  );
}

function Cell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td
      role="cell"
      className={cn("block min-w-0 text-foreground @4xl:table-cell @4xl:px-3 @4xl:py-3 @4xl:align-middle", className)}
      {...props}
    />
  );
}
