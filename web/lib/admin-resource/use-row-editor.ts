import { useState } from "react";

/**
 * Which row an admin table's dialog is editing (none: creating). Each opening gets a fresh key,
 * so the dialog starts from the row as it is now, not from a draft left by the last opening.
 */
export function useRowEditor<TRow>() {
  const [editing, setEditing] = useState<{ row?: TRow; key: number }>();
  return {
    editing,
    create: () => setEditing({ key: Date.now() }),
    edit: (row: TRow) => setEditing({ row, key: Date.now() }),
    close: () => setEditing(undefined),
  };
}
