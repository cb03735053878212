import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { Plus } from "lucide-react";
import type { TAdminSoftware } from "../../../../contracts/software";
import { Button } from "../../../ui/button";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminSoftware, useDeleteSoftware } from "../api/admin-software";
import { SoftwareFormDialog } from "./software-form-dialog";

/** The software products table with create, edit, delete and a link to each landing. */
export function SoftwareAdminPanel() {
  const { t } = useTranslation("software");
  const list = useAdminSoftware();
  const remove = useDeleteSoftware();
  const [editing, setEditing] = useState<{ product?: TAdminSoftware; key: number }>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <p role="alert" className="text-muted">{t("admin.error")}</p>;
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ key: Date.now() })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("admin.new")}
      </Button>
      {list.data.products.length === 0 ? (
        <p className="text-muted">{t("admin.empty")}</p>
      ) : (
        <Table label={t("admin.label")}>
          <TableHead>
            <tr>
              <TableHeader>{t("admin.name")}</TableHeader>
              <TableHeader>{t("admin.slug")}</TableHeader>
              <TableHeader>{t("admin.published")}</TableHeader>
              <TableHeader>{t("admin.order")}</TableHeader>
              <TableHeader>{t("admin.actions")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {list.data.products.map((product) => (
              <TableRow key={product.id}>
                <TableCell className="font-medium">{product.name}</TableCell>
                <TableCell className="font-mono text-xs">{product.slug}</TableCell>
                <TableCell>{product.published ? t("admin.yes") : t("admin.no")}</TableCell>
                <TableCell>{product.sortOrder}</TableCell>
                <TableCell className="space-x-2 whitespace-nowrap">
                  {product.published && (
                    <Link to={`/software/${encodeURIComponent(product.slug)}`} className="text-sm font-semibold text-accent hover:underline" aria-label={`${t("admin.view")}: ${product.name}`}>
                      {t("admin.view")}
                    </Link>
                  )}
                  <Button size="sm" variant="secondary" aria-label={`${t("admin.edit")}: ${product.name}`} onClick={() => setEditing({ product, key: Date.now() })}>
                    {t("admin.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${t("admin.delete")}: ${product.name}`}
                    onClick={() => {
                      if (!window.confirm(t("admin.deleteConfirm", { name: product.name }))) return;
                      remove.mutate(product.id, { onSuccess: () => toast.success(t("admin.deleted")) });
                    }}
                  >
                    {t("admin.delete")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <SoftwareFormDialog key={editing.key} product={editing.product} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
