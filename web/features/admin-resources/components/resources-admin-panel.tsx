import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Plus } from "lucide-react";
import type { TAdminResource } from "../../../../contracts/resources";
import { Button } from "../../../ui/button";
import { ConfirmDeleteDialog } from "../../../ui/confirm-delete";
import { ListError, ResponsiveList } from "../../../ui/list-states";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminResources, useDeleteResource } from "../api/admin-resources";
import { ResourceFormDialog } from "./resource-form-dialog";

/** The resources table with create, edit (with upload) and delete after confirmation. */
export function ResourcesAdminPanel() {
  const { t } = useTranslation(["admin-resources", "resources", "common"]);
  const list = useAdminResources();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<{ resource?: TAdminResource; key: number }>();
  const [deleting, setDeleting] = useState<TAdminResource>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <ListError message={t("list.error")} onRetry={() => void list.refetch()} />;
  const fileOf = (resource: TAdminResource) => {
    if (resource.kind === "link") return resource.externalUrl ?? t("list.noFile");
    return resource.fileName ?? t("list.noFile");
  };
  const actions = (resource: TAdminResource) => (
    <div className="flex gap-2 whitespace-nowrap">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`${t("list.edit")}: ${resource.title}`}
        onClick={() => setEditing({ resource, key: Date.now() })}
      >
        {t("list.edit")}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${t("list.delete")}: ${resource.title}`}
        onClick={() => setDeleting(resource)}
      >
        {t("list.delete")}
      </Button>
    </div>
  );
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ key: Date.now() })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("list.new")}
      </Button>
      {list.data.resources.length === 0 ? (
        <p className="text-muted">{t("list.empty")}</p>
      ) : (
        <ResponsiveList
          cards={
            <ul className="space-y-3">
              {list.data.resources.map((resource) => (
                <li key={resource.id} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
                  <p className="font-medium text-foreground">{resource.title}</p>
                  <p className="mt-1 text-sm text-muted">
                    {t(`types.${resource.type}`, { ns: "resources" })} ·{" "}
                    {t(`tiers.${resource.requiredTier}`, { ns: "common" })} ·{" "}
                    {resource.published ? t("list.published") : t("list.draft")}
                  </p>
                  <p className="mt-1 truncate text-sm text-muted">{fileOf(resource)}</p>
                  <p className="mt-1 text-sm text-muted">
                    {t("list.downloads")}: {resource.downloads}
                  </p>
                  <div className="mt-3">{actions(resource)}</div>
                </li>
              ))}
            </ul>
          }
          table={
            <Table label={t("list.label")} className="min-w-full">
              <TableHead>
                <tr>
                  <TableHeader>{t("list.titleColumn")}</TableHeader>
                  <TableHeader>{t("list.type")}</TableHeader>
                  <TableHeader>{t("list.tier")}</TableHeader>
                  <TableHeader>{t("list.published")}</TableHeader>
                  <TableHeader>{t("list.downloads")}</TableHeader>
                  <TableHeader>{t("list.actions")}</TableHeader>
                </tr>
              </TableHead>
              <TableBody>
                {list.data.resources.map((resource) => (
                  <TableRow key={resource.id}>
                    <TableCell>
                      <span className="font-medium">{resource.title}</span>
                      <span className="block max-w-md truncate text-xs text-muted">{fileOf(resource)}</span>
                    </TableCell>
                    <TableCell>{t(`types.${resource.type}`, { ns: "resources" })}</TableCell>
                    <TableCell>{t(`tiers.${resource.requiredTier}`, { ns: "common" })}</TableCell>
                    <TableCell>{resource.published ? t("list.yes") : t("list.no")}</TableCell>
                    <TableCell>{resource.downloads}</TableCell>
                    <TableCell>{actions(resource)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      )}
      {editing && (
        <ResourceFormDialog key={editing.key} resource={editing.resource} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t("list.deleteTitle", { title: deleting?.title ?? "" })}
        description={t("list.deleteText")}
        confirmLabel={t("list.delete")}
        deletedMessage={t("list.deleted")}
      />
    </div>
  );
}
