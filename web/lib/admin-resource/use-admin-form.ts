import { useState } from "react";
import { useAdminFormSave, type AdminFormSaveOptions } from "./use-admin-form-save";

/** A message under each field that has one. */
export type FieldErrors<TDraft> = Partial<Record<keyof TDraft, string>>;

/**
 * An admin create/edit dialog's state: the draft as typed, a setter per field, and the save
 * (schema check, API call, toast, close). `dialog` is what `FormDialog` needs; a form that turns
 * its draft into the input first (features typed one per line, a slug from the title) passes
 * `toInput`. A form that marks its fields passes `validate` (checked before the schema; any
 * message stops the save) and `failureFieldErrors` (the fields a refusal points at), and shows
 * `fieldErrors`.
 */
export function useAdminForm<TDraft, TInput, TVariables>({
  initial,
  toInput = (draft) => draft,
  validate,
  failureFieldErrors,
  ...saveOptions
}: AdminFormSaveOptions<TInput, TVariables> & {
  initial: TDraft | (() => TDraft);
  toInput?: (draft: TDraft) => unknown;
  validate?: (draft: TDraft) => FieldErrors<TDraft>;
  failureFieldErrors?: (failure: Error) => FieldErrors<TDraft>;
}) {
  const [draft, setDraft] = useState<TDraft>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<TDraft>>({});
  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const { error, isSaving, handleSave } = useAdminFormSave({
    ...saveOptions,
    onFailure: (failure) => {
      if (failureFieldErrors) setFieldErrors(failureFieldErrors(failure));
      saveOptions.onFailure?.(failure);
    },
  });

  function save() {
    const found = validate?.(draft) ?? {};
    setFieldErrors(found);
    if (Object.values(found).some(Boolean)) return;
    handleSave(toInput(draft));
  }

  return {
    draft,
    set,
    setDraft,
    fieldErrors,
    dialog: { error, isSaving, onClose: saveOptions.onClose, onSave: save },
  };
}
