import { useState } from "react";
import { useAdminFormSave, type AdminFormSaveOptions } from "./use-admin-form-save";

/**
 * An admin create/edit dialog's state: the draft as typed, a setter per field, and the save
 * (schema check, API call, toast, close). `dialog` is what `FormDialog` needs; a form that turns
 * its draft into the input first (features typed one per line, a slug from the title) passes
 * `toInput`.
 */
export function useAdminForm<TDraft, TInput, TVariables>({
  initial,
  toInput = (draft) => draft,
  ...saveOptions
}: AdminFormSaveOptions<TInput, TVariables> & {
  initial: TDraft | (() => TDraft);
  toInput?: (draft: TDraft) => unknown;
}) {
  const [draft, setDraft] = useState<TDraft>(initial);
  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const { error, isSaving, handleSave } = useAdminFormSave(saveOptions);
  return {
    draft,
    set,
    setDraft,
    dialog: { error, isSaving, onClose: saveOptions.onClose, onSave: () => handleSave(toInput(draft)) },
  };
}
