import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import { toast } from "../../../ui/toast";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { TCategory } from "../../../../contracts/blog";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { useDeleteCategory } from "../api/delete-category";
import { useAdminCategories } from "../api/list-admin-categories";
import { useErrorMessage } from "../hooks/use-error-message";
import { CategoryDialog } from "./category-dialog";
import { PanelEmpty, PanelError, RowsSkeleton } from "./panel-states";

export function CategoriesPanel() {
  const { t } = useTranslation("admin-blog");
  const categories = useAdminCategories();
  const deleteCategory = useDeleteCategory();
  const errorMessage = useErrorMessage();
  const { editing, create, edit, close } = useRowEditor<TCategory>();
  const [toDelete, setToDelete] = useState<TCategory | null>(null);

  const handleDelete = () => {
    if (!toDelete) return;
    deleteCategory.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t("categories.deleted"));
        setToDelete(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={create}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("categories.new")}
        </Button>
      </div>
      {categories.isPending ? (
        <RowsSkeleton />
      ) : categories.isError ? (
        <PanelError message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : categories.data.categories.length === 0 ? (
        <PanelEmpty>{t("categories.empty")}</PanelEmpty>
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
          {categories.data.categories.map((category) => (
            <li key={category.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{category.name}</p>
                <p className="mt-0.5 text-xs text-muted">
                  <span className="font-mono">/blog/categoria/{category.slug}</span> ·{" "}
                  {t("categories.postCount", { count: category.postCount })}
                </p>
                {category.description && <p className="mt-1 line-clamp-2 text-sm text-muted">{category.description}</p>}
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => edit(category)}
                  aria-label={t("categories.editNamed", { name: category.name })}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                  {t("posts.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setToDelete(category)}
                  aria-label={t("categories.deleteNamed", { name: category.name })}
                >
                  <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <CategoryDialog key={editing.key} category={editing.row} onClose={close} />}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t("categories.deleteTitle")}
        description={t("categories.deleteText", { name: toDelete?.name ?? "" })}
        confirmLabel={t("actions.delete", { ns: "common" })}
        isDestructive
        onConfirm={handleDelete}
        isPending={deleteCategory.isPending}
      />
    </div>
  );
}
