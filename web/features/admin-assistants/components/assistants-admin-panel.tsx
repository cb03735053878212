import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import type { TAdminAssistant } from "../../../../contracts/assistants";
import { EditDeleteButtons } from "../../../ui/confirm-delete";
import type { DataColumn } from "../../../ui/data-table";
import { DataTablePanel } from "../../../ui/data-table-panel";
import { ListingPlaceholder } from "../../../ui/placeholders";
import { RowActions } from "../../../ui/row-actions";
import { useAdminAssistants, useDeleteAssistant } from "../api/admin-assistants";
import { AssistantFormDialog } from "./assistant-form-dialog";

/** The assistants table with create, edit and delete. */
export function AssistantsAdminPanel() {
  // The categories' names live with the public assistants' texts.
  const { t } = useTranslation(["admin-assistants", "assistants"]);
  const list = useAdminAssistants();
  const remove = useDeleteAssistant();
  const { editing, create, edit, close } = useRowEditor<TAdminAssistant>();
  if (list.isPending) return <ListingPlaceholder />;
  if (list.isError)
    return (
      <p role="alert" className="text-muted">
        {t("list.error")}
      </p>
    );
  const columns: DataColumn<TAdminAssistant>[] = [
    { header: t("list.name"), cell: (assistant) => assistant.name, className: "font-medium" },
    { header: t("list.category"), cell: (assistant) => t(`categories.${assistant.category}`, { ns: "assistants" }) },
    { header: t("list.tier"), cell: (assistant) => t(`tiers.${assistant.requiredTier}`, { ns: "common" }) },
    { header: t("list.published"), cell: (assistant) => (assistant.published ? t("list.yes") : t("list.no")) },
    { header: t("list.order"), cell: (assistant) => assistant.sortOrder },
  ];
  return (
    <DataTablePanel
      createLabel={t("list.new")}
      onCreate={() => create()}
      emptyText={t("list.empty")}
      label={t("list.label")}
      columns={columns}
      rows={list.data.assistants}
      actions={{
        header: t("list.actions"),
        cell: (assistant) => (
          <RowActions>
            <EditDeleteButtons
              name={assistant.name}
              editLabel={t("list.edit")}
              deleteLabel={t("list.delete")}
              confirmQuestion={t("list.deleteConfirm", { name: assistant.name })}
              onEdit={() => edit(assistant)}
              onDelete={() => remove.mutate(assistant.id)}
            />
          </RowActions>
        ),
      }}
    >
      {editing && <AssistantFormDialog key={editing.key} assistant={editing.row} onClose={close} />}
    </DataTablePanel>
  );
}
