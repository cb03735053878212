import type { ReactNode } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { toast } from "./toast";
import { ConfirmDialog } from "./dialog";
import { RowActionButton } from "./row-actions";

/** What both delete flows need of a delete mutation (TanStack Query's `useMutation` fits). */
interface DeleteMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

interface ConfirmDeleteDialogProps {
  /** The row being deleted; the dialog is open while there is one. */
  item: { id: string } | undefined;
  onClose: () => void;
  remove: DeleteMutation;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  deletedMessage: string;
}

/** Asks before deleting a row, deletes it, says so and closes. */
export function ConfirmDeleteDialog({ item, onClose, remove, deletedMessage, ...texts }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...texts}
      open={item !== undefined}
      onOpenChange={(open) => !open && onClose()}
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(deletedMessage);
            onClose();
          },
        });
      }}
    />
  );
}

interface EditDeleteButtonsProps {
  /** The row's name, for the buttons' accessible names ("Edit: name"). */
  name: string;
  editLabel: string;
  deleteLabel: string;
  /** The browser's confirm question before deleting. */
  confirmQuestion: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's edit and delete buttons; delete asks the browser to confirm first. */
export function EditDeleteButtons({
  name,
  editLabel,
  deleteLabel,
  confirmQuestion,
  onEdit,
  onDelete,
}: EditDeleteButtonsProps) {
  return (
    <>
      <RowActionButton icon={Pencil} text={editLabel} aria-label={`${editLabel}: ${name}`} onClick={onEdit} />
      <RowActionButton
        icon={Trash2}
        text={deleteLabel}
        isDestructive
        aria-label={`${deleteLabel}: ${name}`}
        onClick={() => window.confirm(confirmQuestion) && onDelete()}
      />
    </>
  );
}
