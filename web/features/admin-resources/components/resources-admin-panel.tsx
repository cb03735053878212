import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import type { TAdminResource } from "../../../../contracts/resources";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { ListError } from "../../../ui/list-states";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminResources, useDeleteResource } from "../api/admin-resources";
import { ResourceFormDialog } from "./resource-form-dialog";

/** The resources table with create, edit (with upload) and delete after confirmation. */
export function ResourcesAdminPanel() {
  const { t } = useTranslation("admin-resources");
  const list = useAdminResources();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<{ resource?: TAdminResource; key: number }>();
  const [deleting, setDeleting] = useState<TAdminResource>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <ListError message={t("list.error")} onRetry={() => void list.refetch()} />;
  const fileOf = (resource: TAdminResource) => (resource.kind === "link" ? resource.externalUrl ? t("list.link") : t("list.noFile") : resource.fileName ?? t("list.noFile"));
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ key: Date.now() })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("list.new")}
      </Button>
      {list.data.resources.length === 0 ? (
        <p className="text-muted">{t("list.empty")}</p>
      ) : (
        <Table label={t("list.label")}>
          <TableHead>
            <tr>
              <TableHeader>{t("list.titleColumn")}</TableHeader>
              <TableHeader>{t("list.type")}</TableHeader>
              <TableHeader>{t("list.file")}</TableHeader>
              <TableHeader>{t("list.tier")}</TableHeader>
              <TableHeader>{t("list.published")}</TableHeader>
              <TableHeader>{t("list.downloads")}</TableHeader>
              <TableHeader>{t("list.order")}</TableHeader>
              <TableHeader>{t("list.actions")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {list.data.resources.map((resource) => (
              <TableRow key={resource.id}>
                <TableCell className="font-medium">{resource.title}</TableCell>
                <TableCell>{t(`types.${resource.type}`, { ns: "resources" })}</TableCell>
                <TableCell className="max-w-48 truncate">{fileOf(resource)}</TableCell>
                <TableCell>{t(`tiers.${resource.requiredTier}`, { ns: "common" })}</TableCell>
                <TableCell>{resource.published ? t("list.yes") : t("list.no")}</TableCell>
                <TableCell>{resource.downloads}</TableCell>
                <TableCell>{resource.sortOrder}</TableCell>
                <TableCell className="space-x-2 whitespace-nowrap">
                  <Button size="sm" variant="secondary" aria-label={`${t("list.edit")}: ${resource.title}`} onClick={() => setEditing({ resource, key: Date.now() })}>
                    {t("list.edit")}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`${t("list.delete")}: ${resource.title}`} onClick={() => setDeleting(resource)}>
                    {t("list.delete")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <ResourceFormDialog key={editing.key} resource={editing.resource} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("list.deleteTitle", { title: deleting?.title ?? "" })}
        description={t("list.deleteText")}
        confirmLabel={t("list.delete")}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("list.deleted"));
              setDeleting(undefined);
            },
          });
        }}
      />
    </div>
  );
}
