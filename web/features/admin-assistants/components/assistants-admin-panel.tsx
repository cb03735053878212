import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import type { TAdminAssistant } from "../../../../contracts/assistants";
import { Button } from "../../../ui/button";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminAssistants, useDeleteAssistant } from "../api/admin-assistants";
import { AssistantFormDialog } from "./assistant-form-dialog";

/** The assistants table with create, edit and delete. */
export function AssistantsAdminPanel() {
  const { t } = useTranslation("admin-assistants");
  const list = useAdminAssistants();
  const remove = useDeleteAssistant();
  const [editing, setEditing] = useState<{ assistant?: TAdminAssistant; key: number }>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError) return <p role="alert" className="text-muted">{t("list.error")}</p>;
  return (
    <div className="space-y-4">
      <Button onClick={() => setEditing({ key: Date.now() })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("list.new")}
      </Button>
      {list.data.assistants.length === 0 ? (
        <p className="text-muted">{t("list.empty")}</p>
      ) : (
        <Table label={t("list.label")}>
          <TableHead>
            <tr>
              <TableHeader>{t("list.name")}</TableHeader>
              <TableHeader>{t("list.category")}</TableHeader>
              <TableHeader>{t("list.tier")}</TableHeader>
              <TableHeader>{t("list.published")}</TableHeader>
              <TableHeader>{t("list.order")}</TableHeader>
              <TableHeader>{t("list.actions")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {list.data.assistants.map((assistant) => (
              <TableRow key={assistant.id}>
                <TableCell className="font-medium">{assistant.name}</TableCell>
                <TableCell>{t(`categories.${assistant.category}`, { ns: "assistants" })}</TableCell>
                <TableCell>{t(`tiers.${assistant.requiredTier}`, { ns: "common" })}</TableCell>
                <TableCell>{assistant.published ? t("list.yes") : t("list.no")}</TableCell>
                <TableCell>{assistant.sortOrder}</TableCell>
                <TableCell className="space-x-2 whitespace-nowrap">
                  <Button size="sm" variant="secondary" aria-label={`${t("list.edit")}: ${assistant.name}`} onClick={() => setEditing({ assistant, key: Date.now() })}>
                    {t("list.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${t("list.delete")}: ${assistant.name}`}
                    onClick={() => {
                      if (window.confirm(t("list.deleteConfirm", { name: assistant.name }))) remove.mutate(assistant.id);
                    }}
                  >
                    {t("list.delete")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <AssistantFormDialog key={editing.key} assistant={editing.assistant} open onOpenChange={(open) => !open && setEditing(undefined)} />
      )}
    </div>
  );
}
