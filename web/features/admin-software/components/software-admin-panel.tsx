import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import { toast } from "../../../ui/toast";
import { Eye } from "lucide-react";
import type { TAdminSoftware } from "../../../../contracts/software";
import { Badge } from "../../../ui/badge";
import { EditDeleteButtons } from "../../../ui/confirm-delete";
import type { DataColumn } from "../../../ui/data-table";
import { DataTablePanel } from "../../../ui/data-table-panel";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { RowActionLink, RowActions } from "../../../ui/row-actions";
import { useAdminSoftware, useDeleteSoftware } from "../api/admin-software";
import { SoftwareFormDialog } from "./software-form-dialog";

/** The software products table with create, edit, delete and a link to each landing. */
export function SoftwareAdminPanel() {
  const { t } = useTranslation("software");
  const list = useAdminSoftware();
  const remove = useDeleteSoftware();
  const { editing, create, edit, close } = useRowEditor<TAdminSoftware>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError)
    return (
      <p role="alert" className="text-muted">
        {t("admin.error")}
      </p>
    );
  const columns: DataColumn<TAdminSoftware>[] = [
    {
      header: t("admin.name"),
      cell: (product) => (
        <>
          {product.name}
          {product.isExample && <Badge className="ml-2">{t("admin.example")}</Badge>}
        </>
      ),
      className: "font-medium",
    },
    { header: t("admin.slug"), cell: (product) => product.slug, className: "font-mono text-xs" },
    { header: t("admin.published"), cell: (product) => (product.published ? t("admin.yes") : t("admin.no")) },
    { header: t("admin.order"), cell: (product) => product.sortOrder },
  ];
  return (
    <DataTablePanel
      createLabel={t("admin.new")}
      onCreate={() => create()}
      emptyText={t("admin.empty")}
      label={t("admin.label")}
      columns={columns}
      rows={list.data.products}
      actions={{
        header: t("admin.actions"),
        cell: (product) => (
          <RowActions>
            {product.published && (
              <RowActionLink
                to={`/software/${encodeURIComponent(product.slug)}`}
                icon={Eye}
                text={t("admin.view")}
                aria-label={`${t("admin.view")}: ${product.name}`}
              />
            )}
            <EditDeleteButtons
              name={product.name}
              editLabel={t("admin.edit")}
              deleteLabel={t("admin.delete")}
              confirmQuestion={t("admin.deleteConfirm", { name: product.name })}
              onEdit={() => edit(product)}
              onDelete={() => remove.mutate(product.id, { onSuccess: () => toast.success(t("admin.deleted")) })}
            />
          </RowActions>
        ),
      }}
    >
      {editing && <SoftwareFormDialog key={editing.key} product={editing.row} onClose={close} />}
    </DataTablePanel>
  );
}
