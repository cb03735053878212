import type { ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button } from "./button";
import { DataTable, type DataTableProps } from "./data-table";

interface DataTablePanelProps<Row> extends DataTableProps<Row> {
  createLabel: string;
  onCreate: () => void;
  emptyText: string;
  /** What the panel opens over the list (its create/edit dialog). */
  children?: ReactNode;
}

/** A back-office list: the create button, then the table or a note that there is nothing yet. */
export function DataTablePanel<Row extends { id: string }>({
  createLabel,
  onCreate,
  emptyText,
  label,
  columns,
  rows,
  actions,
  children,
}: DataTablePanelProps<Row>) {
  return (
    <div className="space-y-4">
      <Button onClick={onCreate}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {createLabel}
      </Button>
      {rows.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <DataTable label={label} columns={columns} rows={rows} actions={actions} />
      )}
      {children}
    </div>
  );
}
