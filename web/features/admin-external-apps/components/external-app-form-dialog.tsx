import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
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
import { FormDialog } from "../../../ui/form-dialog";
import { FormField, Input, Textarea } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { useSaveExternalApp } from "../api/admin-external-apps";

type Draft = Required<TExternalAppInput>;

const EMPTY: Draft = { name: "", description: "", url: "", icon: "sparkles", category: "productivity", requiredTier: "basic", published: false, sortOrder: 100 };

/** The create/edit form of an external app, in a dialog; the server validates again. */
export function ExternalAppFormDialog({ app, onClose }: { app?: TAdminExternalApp; onClose: () => void }) {
  const { t } = useTranslation("external-apps");
  const save = useSaveExternalApp();
  const [draft, setDraft] = useState<Draft>(() => (app ? toDraft(app) : EMPTY));
  const [error, setError] = useState<string>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function handleSave() {
    const parsed = ZExternalAppInputSchema.safeParse(draft);
    if (!parsed.success) {
      setError(t("admin.form.invalid"));
      return;
    }
    setError(undefined);
    save.mutate(
      { id: app?.id, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t("admin.form.saved"));
          onClose();
        },
        onError: () => setError(t("admin.form.invalid")),
      },
    );
  }

  return (
    <FormDialog
      title={app ? t("admin.form.editTitle") : t("admin.form.createTitle")}
      className="max-w-2xl"
      labels={{ cancel: t("admin.form.cancel"), save: t("admin.form.save") }}
      isSaving={save.isPending}
      onSave={handleSave}
      onClose={onClose}
      error={error}
    >
      <FormField id="external-app-name" label={t("admin.form.name")}>
        <Input id="external-app-name" value={draft.name} maxLength={EXTERNAL_APP_NAME_MAX} onChange={(event) => set("name", event.target.value)} />
      </FormField>
      <FormField id="external-app-url" label={t("admin.form.url")}>
        <Input id="external-app-url" type="url" value={draft.url} maxLength={EXTERNAL_APP_URL_MAX} onChange={(event) => set("url", event.target.value)} />
      </FormField>
      <FormField id="external-app-description" label={t("admin.form.description")} wide>
        <Textarea id="external-app-description" className="min-h-20" value={draft.description} maxLength={EXTERNAL_APP_DESCRIPTION_MAX} onChange={(event) => set("description", event.target.value)} />
      </FormField>
      <SelectField id="external-app-icon" label={t("admin.form.icon")} value={draft.icon} options={EXTERNAL_APP_ICONS} optionLabel={(icon) => icon} onChange={(icon) => set("icon", icon)} />
      <SelectField
        id="external-app-category"
        label={t("admin.form.category")}
        value={draft.category}
        options={EXTERNAL_APP_CATEGORIES}
        optionLabel={(category) => t(`categories.${category}`)}
        onChange={(category) => set("category", category)}
      />
      <SelectField
        id="external-app-tier"
        label={t("admin.form.requiredTier")}
        value={draft.requiredTier}
        options={EXTERNAL_APP_TIERS}
        optionLabel={(tier) => t(`tiers.${tier}`, { ns: "common" })}
        onChange={(tier) => set("requiredTier", tier)}
      />
      <FormField id="external-app-order" label={t("admin.form.sortOrder")}>
        <Input id="external-app-order" type="number" min={0} max={10000} value={draft.sortOrder} onChange={(event) => set("sortOrder", Number(event.target.value))} />
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={draft.published} onChange={(event) => set("published", event.target.checked)} />
        {t("admin.form.published")}
      </label>
    </FormDialog>
  );
}


function toDraft(app: TAdminExternalApp): Draft {
  const { id: _id, updatedAt: _updatedAt, clicks: _clicks, ...input } = app;
  return input;
}
