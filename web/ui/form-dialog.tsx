import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

interface FormDialogProps {
  title: string;
  /** The dialog's width (a Tailwind max-width class). */
  className?: string;
  labels: { cancel: string; save: string; /** Shown on the save button while saving, when given. */ saving?: string };
  isSaving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Why the last save failed, announced to screen readers. */
  error?: string;
  /** The fields, laid out in two columns from the sm breakpoint. */
  children: ReactNode;
}

/** A create/edit form in a dialog: title, the fields, the error, and cancel and save at the bottom. */
export function FormDialog({ title, className, labels, isSaving, onSave, onClose, error, children }: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        className={className}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {labels.cancel}
            </Button>
            <Button onClick={onSave} disabled={isSaving}>
              {isSaving && labels.saving ? labels.saving : labels.save}
            </Button>
          </>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
        {error && (
          <p role="alert" className="mt-4 text-sm text-red-600">
            {error}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
