import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";
import { LeaveConfirmation } from "./leave-confirmation";

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

/**
 * A create/edit form in a dialog: title, the fields, the error, and cancel and save at the bottom.
 * Once a field was typed in, leaving the page asks first (the dialog closes when saved or cancelled).
 */
export function FormDialog({ title, className, labels, isSaving, onSave, onClose, error, children }: FormDialogProps) {
  const [isEdited, setIsEdited] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <LeaveConfirmation hasUnsavedWork={isEdited} />
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
        <div className="grid gap-4 sm:grid-cols-2" onInput={() => setIsEdited(true)}>
          {children}
        </div>
        {error && (
          <p role="alert" className="mt-4 text-sm text-red-600">
            {error}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
