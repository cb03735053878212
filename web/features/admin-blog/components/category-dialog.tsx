import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  ZSlugSchema,
  slugify,
  type TCategory,
} from "../../../../contracts/blog";
import { ApiError } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../ui/dialog";
import { FieldError, Input, Label, Textarea } from "../../../ui/form-controls";
import { useSaveCategory } from "../api/save-category";
import { useErrorMessage } from "../hooks/use-error-message";

interface CategoryDialogProps {
  /** The category to edit; null creates one. */
  category: TCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CategoryDialog({ category, open, onOpenChange }: CategoryDialogProps) {
  const { t } = useTranslation("admin-blog");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={category ? t("categories.editTitle") : t("categories.newTitle")}>
        <CategoryForm key={category?.id ?? "new"} category={category} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: TCategory | null; onDone: () => void }) {
  const { t } = useTranslation("admin-blog");
  const formId = useId();
  const [name, setName] = useState(category?.name ?? "");
  const [slug, setSlug] = useState(category?.slug ?? "");
  const [description, setDescription] = useState(category?.description ?? "");
  const [errors, setErrors] = useState<{ name?: string; slug?: string }>({});
  const save = useSaveCategory();
  const errorMessage = useErrorMessage();
  const shownSlug = slug || slugify(name);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: { name?: string; slug?: string } = {};
    if (!name.trim()) found.name = t("categories.nameRequired");
    if (slug && !ZSlugSchema.safeParse(slug).success) found.slug = t("editor.errors.slugInvalid");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        id: category?.id ?? null,
        input: { name: name.trim(), slug: slug || undefined, description: description.trim() || null },
      },
      {
        onSuccess: () => {
          toast.success(category ? t("categories.saved") : t("categories.created"));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === "slug_taken" || error.code === "conflict"))
            setErrors({ slug: t("editor.errors.slugTaken") });
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <div>
        <Label htmlFor={`${formId}-name`}>{t("categories.name")}</Label>
        <Input
          id={`${formId}-name`}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${formId}-name-error` : undefined}
        />
        <FieldError id={`${formId}-name-error`} message={errors.name} />
      </div>
      <div>
        <Label htmlFor={`${formId}-slug`}>{t("categories.slug")}</Label>
        <Input
          id={`${formId}-slug`}
          value={shownSlug}
          onChange={(event) => setSlug(event.target.value)}
          className="font-mono"
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={errors.slug ? `${formId}-slug-error` : undefined}
        />
        <FieldError id={`${formId}-slug-error`} message={errors.slug} />
      </div>
      <div>
        <Label htmlFor={`${formId}-description`}>{t("categories.description")}</Label>
        <Textarea
          id={`${formId}-description`}
          rows={3}
          className="min-h-20"
          value={description}
          maxLength={CATEGORY_DESCRIPTION_MAX}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t("actions.cancel", { ns: "common" })}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {t("actions.save", { ns: "common" })}
        </Button>
      </div>
    </form>
  );
}
