import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { Plus } from "lucide-react";
import type { TAdminExternalApp } from "../../../../contracts/external-apps";
import { Button } from "../../../ui/button";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminExternalApps, useDeleteExternalApp } from "../api/admin-external-apps";
import { ExternalAppFormDialog } from "./external-app-form-dialog";

/** The external apps table with create, edit and delete, and how often each was opened. */
export function ExternalAppsAdminPanel() {
  const { t } = useTranslation("external-apps");
  const list = useAdminExternalApps();
  const remove = useDeleteExternalApp();
  const [editing, setEditing] = useState<{ app?: TAdminExternalApp; key: number }>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <p role="alert" className="text-muted">{t("admin.error")}</p>;
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ key: Date.now() })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("admin.new")}
      </Button>
      {list.data.apps.length === 0 ? (
        <p className="text-muted">{t("admin.empty")}</p>
      ) : (
        <Table label={t("admin.label")}>
          <TableHead>
            <tr>
              <TableHeader>{t("admin.name")}</TableHeader>
              <TableHeader>{t("admin.category")}</TableHeader>
              <TableHeader>{t("admin.tier")}</TableHeader>
              <TableHeader>{t("admin.published")}</TableHeader>
              <TableHeader>{t("admin.order")}</TableHeader>
              <TableHeader>{t("admin.clicks")}</TableHeader>
              <TableHeader>{t("admin.actions")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {list.data.apps.map((app) => (
              <TableRow key={app.id}>
                <TableCell className="font-medium">{app.name}</TableCell>
                <TableCell>{t(`categories.${app.category}`)}</TableCell>
                <TableCell>{t(`tiers.${app.requiredTier}`, { ns: "common" })}</TableCell>
                <TableCell>{app.published ? t("admin.yes") : t("admin.no")}</TableCell>
                <TableCell>{app.sortOrder}</TableCell>
                <TableCell>{app.clicks}</TableCell>
                <TableCell className="space-x-2 whitespace-nowrap">
                  <Button size="sm" variant="secondary" aria-label={`${t("admin.edit")}: ${app.name}`} onClick={() => setEditing({ app, key: Date.now() })}>
                    {t("admin.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${t("admin.delete")}: ${app.name}`}
                    onClick={() => {
                      if (!window.confirm(t("admin.deleteConfirm", { name: app.name }))) return;
                      remove.mutate(app.id, { onSuccess: () => toast.success(t("admin.deleted")) });
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
      {editing && <ExternalAppFormDialog key={editing.key} app={editing.app} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
