import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import { Pencil, Trash2 } from "lucide-react";
import type { TAdminResource } from "../../../../contracts/resources";
import { Badge } from "../../../ui/badge";
import { ConfirmDeleteDialog } from "../../../ui/confirm-delete";
import type { DataColumn } from "../../../ui/data-table";
import { DataTablePanel } from "../../../ui/data-table-panel";
import { ListError } from "../../../ui/list-states";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { RowActionButton, RowActions } from "../../../ui/row-actions";
import { useAdminResources, useDeleteResource } from "../api/admin-resources";
import { ResourceFormDialog } from "./resource-form-dialog";

/** The resources table with create, edit (with upload) and delete after confirmation. */
export function ResourcesAdminPanel() {
  const { t } = useTranslation(["admin-resources", "resources", "common"]);
  const list = useAdminResources();
  const remove = useDeleteResource();
  const { editing, create, edit, close } = useRowEditor<TAdminResource>();
  const [deleting, setDeleting] = useState<TAdminResource>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <ListError message={t("list.error")} onRetry={() => void list.refetch()} />;
  const fileOf = (resource: TAdminResource) => {
    if (resource.kind === "link") return resource.externalUrl ?? t("list.noFile");
    return resource.fileName ?? t("list.noFile");
  };
  const columns: DataColumn<TAdminResource>[] = [
    {
      header: t("list.titleColumn"),
      cell: (resource) => (
        <>
          <span className="font-medium">{resource.title}</span>
          {resource.isExample && <Badge className="ml-2">{t("list.example")}</Badge>}
          <span className="block text-xs break-all text-muted">{fileOf(resource)}</span>
        </>
      ),
    },
    { header: t("list.type"), cell: (resource) => t(`types.${resource.type}`, { ns: "resources" }) },
    { header: t("list.tier"), cell: (resource) => t(`tiers.${resource.requiredTier}`, { ns: "common" }) },
    { header: t("list.published"), cell: (resource) => (resource.published ? t("list.yes") : t("list.no")) },
    { header: t("list.downloads"), cell: (resource) => resource.downloads, className: "tabular-nums" },
  ];
  return (
    <DataTablePanel
      createLabel={t("list.new")}
      onCreate={() => create()}
      emptyText={t("list.empty")}
      label={t("list.label")}
      columns={columns}
      rows={list.data.resources}
      actions={{
        header: t("list.actions"),
        cell: (resource) => (
          <RowActions>
            <RowActionButton
              icon={Pencil}
              text={t("list.edit")}
              aria-label={`${t("list.edit")}: ${resource.title}`}
              onClick={() => edit(resource)}
            />
            <RowActionButton
              icon={Trash2}
              text={t("list.delete")}
              isDestructive
              aria-label={`${t("list.delete")}: ${resource.title}`}
              onClick={() => setDeleting(resource)}
            />
          </RowActions>
        ),
      }}
    >
      {editing && <ResourceFormDialog key={editing.key} resource={editing.row} onClose={close} />}
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t("list.deleteTitle", { title: deleting?.title ?? "" })}
        description={t("list.deleteText")}
        confirmLabel={t("list.delete")}
        deletedMessage={t("list.deleted")}
      />
    </DataTablePanel>
  );
}
