import { useTranslation } from "../../../lib/translation/use-translation";
import {
  EXTERNAL_APP_CATEGORIES,
  EXTERNAL_APP_DESCRIPTION_MAX,
  EXTERNAL_APP_ICONS,
  EXTERNAL_APP_NAME_MAX,
  EXTERNAL_APP_TIERS,
  EXTERNAL_APP_URL_MAX,
  ZExternalAppInputSchema,
  type TAdminExternalApp,
  type TExternalAppInput,
} from "../../../../contracts/external-apps";
import { TierSelect } from "../../../lib/tier-select";
import { PublishedField, SortOrderField } from "../../../ui/admin-form-fields";
import { FormDialog } from "../../../ui/form-dialog";
import { FormField, Input, Textarea } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { useSaveExternalApp } from "../api/admin-external-apps";

type Draft = Required<TExternalAppInput>;

const EMPTY: Draft = {
  name: "",
  description: "",
  url: "",
  icon: "sparkles",
  category: "productivity",
  requiredTier: "basic",
  published: false,
  sortOrder: 100,
};

/** The create/edit form of an external app, in a dialog; the server validates again. */
export function ExternalAppFormDialog({ app, onClose }: { app?: TAdminExternalApp; onClose: () => void }) {
  const { t } = useTranslation("external-apps");
  const { draft, set, dialog } = useAdminForm({
    initial: () => (app ? toDraft(app) : EMPTY),
    schema: ZExternalAppInputSchema,
    mutation: useSaveExternalApp(),
    toVariables: (input) => ({ id: app?.id, input }),
    messages: { invalid: t("admin.form.invalid"), saved: t("admin.form.saved") },
    onClose,
  });

  return (
    <FormDialog
      title={app ? t("admin.form.editTitle") : t("admin.form.createTitle")}
      className="max-w-2xl"
      labels={{ cancel: t("admin.form.cancel"), save: t("admin.form.save") }}
      {...dialog}
    >
      <FormField id="external-app-name" label={t("admin.form.name")}>
        <Input
          id="external-app-name"
          value={draft.name}
          maxLength={EXTERNAL_APP_NAME_MAX}
          onChange={(event) => set("name", event.target.value)}
        />
      </FormField>
      <FormField id="external-app-url" label={t("admin.form.url")}>
        <Input
          id="external-app-url"
          type="url"
          value={draft.url}
          maxLength={EXTERNAL_APP_URL_MAX}
          onChange={(event) => set("url", event.target.value)}
        />
      </FormField>
      <FormField id="external-app-description" label={t("admin.form.description")} wide>
        <Textarea
          id="external-app-description"
          className="min-h-20"
          value={draft.description}
          maxLength={EXTERNAL_APP_DESCRIPTION_MAX}
          onChange={(event) => set("description", event.target.value)}
        />
      </FormField>
      <SelectField
        id="external-app-icon"
        label={t("admin.form.icon")}
        value={draft.icon}
        options={EXTERNAL_APP_ICONS}
        optionLabel={(icon) => icon}
        onChange={(icon) => set("icon", icon)}
      />
      <SelectField
        id="external-app-category"
        label={t("admin.form.category")}
        value={draft.category}
        options={EXTERNAL_APP_CATEGORIES}
        optionLabel={(category) => t(`categories.${category}`)}
        onChange={(category) => set("category", category)}
      />
      <TierSelect
        id="external-app-tier"
        label={t("admin.form.requiredTier")}
        value={draft.requiredTier}
        options={EXTERNAL_APP_TIERS}
        onChange={(tier) => set("requiredTier", tier)}
      />
      <SortOrderField
        id="external-app-order"
        label={t("admin.form.sortOrder")}
        value={draft.sortOrder}
        max={10000}
        onChange={(sortOrder) => set("sortOrder", sortOrder)}
      />
      <PublishedField
        label={t("admin.form.published")}
        checked={draft.published}
        onChange={(published) => set("published", published)}
      />
    </FormDialog>
  );
}

function toDraft(app: TAdminExternalApp): Draft {
  const { id: _id, updatedAt: _updatedAt, clicks: _clicks, ...input } = app;
  return input;
}
