import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { FILE_MAX_BYTES } from "../../../../contracts/files";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCE_TYPES,
  ZSaveResourceSchema,
  type TAdminResource,
  type TSaveResource,
} from "../../../../contracts/resources";
import { TIERS } from "../../../../contracts/tiers";
import { ApiError } from "../../../lib/api";
import { TierSelect } from "../../../lib/tier-select";
import { PublishedField, SortOrderField } from "../../../ui/admin-form-fields";
import { FormDialog } from "../../../ui/form-dialog";
import { FormField, Input, Textarea } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { useSaveResource } from "../api/admin-resources";

interface Draft {
  title: string;
  description: string;
  type: (typeof RESOURCE_TYPES)[number];
  category: (typeof RESOURCE_CATEGORIES)[number];
  requiredTier: (typeof TIERS)[number];
  externalUrl: string;
  published: boolean;
  sortOrder: number;
}

const EMPTY: Draft = {
  title: "",
  description: "",
  type: "template",
  category: "general",
  requiredTier: "premium",
  externalUrl: "",
  published: false,
  sortOrder: 0,
};

function toDraft(resource: TAdminResource): Draft {
  const { title, description, type, category, requiredTier, published, sortOrder } = resource;
  return {
    title,
    description,
    type,
    category,
    requiredTier,
    published,
    sortOrder,
    externalUrl: resource.externalUrl ?? "",
  };
}

/** Create or edit a resource and upload its file, in a dialog; the server validates again. */
export function ResourceFormDialog({ resource, onClose }: { resource?: TAdminResource; onClose: () => void }) {
  const { t } = useTranslation(["admin-resources", "resources", "common"]);
  const [file, setFile] = useState<File>();
  const { draft, set, dialog } = useAdminForm({
    initial: () => (resource ? toDraft(resource) : EMPTY),
    // An empty link field means the resource has none.
    toInput: (current): TSaveResource => ({
      ...current,
      externalUrl: current.externalUrl.trim() === "" ? null : current.externalUrl,
    }),
    schema: ZSaveResourceSchema,
    mutation: useSaveResource(),
    toVariables: (input) => ({ id: resource?.id, input, file }),
    messages: { invalid: t("form.invalid"), saved: t("form.saved") },
    findProblem: () => (file && file.size > FILE_MAX_BYTES ? t("form.fileTooLarge") : undefined),
    failureMessage: messageFor,
    onClose,
  });

  function messageFor(failure: Error): string {
    if (!(failure instanceof ApiError)) return t("form.uploadFailed");
    if (failure.status === 413) return t("form.fileTooLarge");
    if (failure.status === 415) return t("form.fileWrongType");
    return failure.status === 400 ? t("form.invalid") : t("form.uploadFailed");
  }

  return (
    <FormDialog
      title={resource ? t("form.editTitle") : t("form.createTitle")}
      className="max-w-2xl"
      labels={{ cancel: t("form.cancel"), save: t("form.save"), saving: t("form.saving") }}
      {...dialog}
    >
      <FormField id="resource-title" label={t("form.titleField")} wide>
        <Input
          id="resource-title"
          value={draft.title}
          maxLength={RESOURCE_TITLE_MAX}
          required
          onChange={(event) => set("title", event.target.value)}
        />
      </FormField>
      <FormField id="resource-description" label={t("form.description")} wide>
        <Textarea
          id="resource-description"
          value={draft.description}
          maxLength={RESOURCE_DESCRIPTION_MAX}
          onChange={(event) => set("description", event.target.value)}
        />
      </FormField>
      <SelectField
        id="resource-type"
        label={t("form.type")}
        value={draft.type}
        options={RESOURCE_TYPES}
        optionLabel={(type) => t(`types.${type}`, { ns: "resources" })}
        onChange={(type) => set("type", type)}
      />
      <SelectField
        id="resource-category"
        label={t("form.category")}
        value={draft.category}
        options={RESOURCE_CATEGORIES}
        optionLabel={(category) => t(`categories.${category}`, { ns: "resources" })}
        onChange={(category) => set("category", category)}
      />
      <TierSelect
        id="resource-tier"
        label={t("form.requiredTier")}
        value={draft.requiredTier}
        options={TIERS}
        onChange={(tier) => set("requiredTier", tier)}
      />
      <SortOrderField
        id="resource-order"
        label={t("form.sortOrder")}
        value={draft.sortOrder}
        onChange={(sortOrder) => set("sortOrder", sortOrder)}
      />
      <FormField id="resource-file" label={t("form.file")} wide>
        <Input
          id="resource-file"
          type="file"
          accept=".pdf,.md,.txt,.zip,.docx,.xlsx,.pptx,.png,.jpg,.jpeg"
          onChange={(event) => setFile(event.target.files?.[0])}
        />
        {resource?.fileName && (
          <p className="mt-1 text-xs text-muted">{t("form.currentFile", { name: resource.fileName })}</p>
        )}
      </FormField>
      <FormField id="resource-url" label={t("form.externalUrl")} wide>
        <Input
          id="resource-url"
          type="url"
          value={draft.externalUrl}
          aria-describedby="resource-url-hint"
          onChange={(event) => set("externalUrl", event.target.value)}
        />
        <p id="resource-url-hint" className="mt-1 text-xs text-muted">
          {t("form.externalUrlHint")}
        </p>
      </FormField>
      <PublishedField
        label={t("form.published")}
        checked={draft.published}
        onChange={(published) => set("published", published)}
      />
    </FormDialog>
  );
}
