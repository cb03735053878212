import { useId, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  ZCategoryInputSchema,
  ZSlugSchema,
  slugify,
  type TCategory,
} from "../../../../contracts/blog";
import { ApiError } from "../../../lib/api";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { Button } from "../../../ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../ui/dialog";
import { FieldError, Input, Label, Textarea } from "../../../ui/form-controls";
import { useSaveCategory } from "../api/save-category";
import { useErrorMessage } from "../hooks/use-error-message";

interface CategoryDraft {
  name: string;
  /** Empty: the slug follows the name. */
  slug: string;
  description: string;
}

/** The create (no category) or edit form of a category; its errors show under each field and in a toast. */
export function CategoryDialog({ category, onClose }: { category?: TCategory; onClose: () => void }) {
  const { t } = useTranslation("admin-blog");
  const formId = useId();
  const errorMessage = useErrorMessage();
  const { draft, set, fieldErrors, dialog } = useAdminForm({
    initial: (): CategoryDraft => ({
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
    }),
    validate: (typed) => ({
      name: typed.name.trim() ? undefined : t("categories.nameRequired"),
      slug: typed.slug && !ZSlugSchema.safeParse(typed.slug).success ? t("editor.errors.slugInvalid") : undefined,
    }),
    toInput: (typed) => ({
      name: typed.name.trim(),
      slug: typed.slug || undefined,
      description: typed.description.trim() || null,
    }),
    schema: ZCategoryInputSchema,
    mutation: useSaveCategory(),
    toVariables: (input) => ({ id: category?.id ?? null, input }),
    messages: {
      invalid: t("errors.validation_failed", { ns: "common" }),
      saved: category ? t("categories.saved") : t("categories.created"),
    },
    failureMessage: errorMessage,
    reportError: (message) => toast.error(message),
    failureFieldErrors: (failure) =>
      failure instanceof ApiError && (failure.code === "slug_taken" || failure.code === "conflict")
        ? { slug: t("editor.errors.slugTaken") }
        : {},
    onClose,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    dialog.onSave();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={category ? t("categories.editTitle") : t("categories.newTitle")}>
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <div>
            <Label htmlFor={`${formId}-name`}>{t("categories.name")}</Label>
            <Input
              id={`${formId}-name`}
              value={draft.name}
              maxLength={CATEGORY_NAME_MAX}
              onChange={(event) => set("name", event.target.value)}
              aria-invalid={fieldErrors.name ? true : undefined}
              aria-describedby={fieldErrors.name ? `${formId}-name-error` : undefined}
            />
            <FieldError id={`${formId}-name-error`} message={fieldErrors.name} />
          </div>
          <div>
            <Label htmlFor={`${formId}-slug`}>{t("categories.slug")}</Label>
            <Input
              id={`${formId}-slug`}
              value={draft.slug || slugify(draft.name)}
              onChange={(event) => set("slug", event.target.value)}
              className="font-mono"
              aria-invalid={fieldErrors.slug ? true : undefined}
              aria-describedby={fieldErrors.slug ? `${formId}-slug-error` : undefined}
            />
            <FieldError id={`${formId}-slug-error`} message={fieldErrors.slug} />
          </div>
          <div>
            <Label htmlFor={`${formId}-description`}>{t("categories.description")}</Label>
            <Textarea
              id={`${formId}-description`}
              rows={3}
              className="min-h-20"
              value={draft.description}
              maxLength={CATEGORY_DESCRIPTION_MAX}
              onChange={(event) => set("description", event.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t("actions.cancel", { ns: "common" })}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={dialog.isSaving}>
              {t("actions.save", { ns: "common" })}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
