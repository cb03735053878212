import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import { toast } from "../../../ui/toast";
import type { TAdminExternalApp } from "../../../../contracts/external-apps";
import { EditDeleteButtons } from "../../../ui/confirm-delete";
import type { DataColumn } from "../../../ui/data-table";
import { DataTablePanel } from "../../../ui/data-table-panel";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { RowActions } from "../../../ui/row-actions";
import { useAdminExternalApps, useDeleteExternalApp } from "../api/admin-external-apps";
import { ExternalAppFormDialog } from "./external-app-form-dialog";

/** The external apps table with create, edit and delete, and how often each was opened. */
export function ExternalAppsAdminPanel() {
  const { t } = useTranslation("external-apps");
  const list = useAdminExternalApps();
  const remove = useDeleteExternalApp();
  const { editing, create, edit, close } = useRowEditor<TAdminExternalApp>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError)
    return (
      <p role="alert" className="text-muted">
        {t("admin.error")}
      </p>
    );
  const columns: DataColumn<TAdminExternalApp>[] = [
    { header: t("admin.name"), cell: (app) => app.name, className: "font-medium" },
    { header: t("admin.category"), cell: (app) => t(`categories.${app.category}`) },
    { header: t("admin.tier"), cell: (app) => t(`tiers.${app.requiredTier}`, { ns: "common" }) },
    { header: t("admin.published"), cell: (app) => (app.published ? t("admin.yes") : t("admin.no")) },
    { header: t("admin.order"), cell: (app) => app.sortOrder },
    { header: t("admin.clicks"), cell: (app) => app.clicks },
  ];
  return (
    <DataTablePanel
      createLabel={t("admin.new")}
      onCreate={() => create()}
      emptyText={t("admin.empty")}
      label={t("admin.label")}
      columns={columns}
      rows={list.data.apps}
      actions={{
        header: t("admin.actions"),
        cell: (app) => (
          <RowActions>
            <EditDeleteButtons
              name={app.name}
              editLabel={t("admin.edit")}
              deleteLabel={t("admin.delete")}
              confirmQuestion={t("admin.deleteConfirm", { name: app.name })}
              onEdit={() => edit(app)}
              onDelete={() => remove.mutate(app.id, { onSuccess: () => toast.success(t("admin.deleted")) })}
            />
          </RowActions>
        ),
      }}
    >
      {editing && <ExternalAppFormDialog key={editing.key} app={editing.row} onClose={close} />}
    </DataTablePanel>
  );
}
