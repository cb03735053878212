import { useTranslation } from "../../../lib/translation/use-translation";
import { slugify } from "../../../../contracts/blog";
import {
  SOFTWARE_CTA_URL_MAX,
  SOFTWARE_NAME_MAX,
  SOFTWARE_PRICING_MAX,
  SOFTWARE_SLUG_MAX,
  SOFTWARE_TAGLINE_MAX,
  ZSoftwareInputSchema,
  type TAdminSoftware,
  type TScreenshot,
} from "../../../../contracts/software";
import { PublishedField, SortOrderField } from "../../../ui/admin-form-fields";
import { FormDialog } from "../../../ui/form-dialog";
import { FormField, Input, Textarea } from "../../../ui/form-controls";
import { listFromLines } from "../../../lib/admin-resource/lines";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { useSaveSoftware } from "../api/admin-software";
import { ScreenshotsField } from "./screenshots-field";

interface Draft {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  /** One feature per line, as typed. */
  features: string;
  screenshots: TScreenshot[];
  pricing: string;
  ctaUrl: string;
  published: boolean;
  sortOrder: number;
}

const EMPTY: Draft = {
  name: "",
  slug: "",
  tagline: "",
  description: "",
  features: "",
  screenshots: [],
  pricing: "",
  ctaUrl: "/contacto?tipo=demo",
  published: false,
  sortOrder: 100,
};

/** The create/edit form of a software product, in a dialog; the server validates again. */
export function SoftwareFormDialog({ product, onClose }: { product?: TAdminSoftware; onClose: () => void }) {
  const { t } = useTranslation("software");
  const { draft, set, dialog } = useAdminForm({
    initial: () => (product ? toDraft(product) : EMPTY),
    toInput,
    schema: ZSoftwareInputSchema,
    mutation: useSaveSoftware(),
    toVariables: (input) => ({ id: product?.id, input }),
    messages: { invalid: t("admin.form.invalid"), saved: t("admin.form.saved"), slugTaken: t("admin.form.slugTaken") },
    onClose,
  });

  return (
    <FormDialog
      title={product ? t("admin.form.editTitle") : t("admin.form.createTitle")}
      className="max-w-3xl"
      labels={{ cancel: t("admin.form.cancel"), save: t("admin.form.save") }}
      {...dialog}
    >
      <FormField id="software-name" label={t("admin.form.name")}>
        <Input
          id="software-name"
          value={draft.name}
          maxLength={SOFTWARE_NAME_MAX}
          onChange={(event) => set("name", event.target.value)}
        />
      </FormField>
      <FormField id="software-slug" label={t("admin.form.slug")}>
        <Input
          id="software-slug"
          value={draft.slug}
          maxLength={SOFTWARE_SLUG_MAX}
          placeholder={slugify(draft.name)}
          onChange={(event) => set("slug", event.target.value)}
        />
      </FormField>
      <FormField id="software-tagline" label={t("admin.form.tagline")} wide>
        <Input
          id="software-tagline"
          value={draft.tagline}
          maxLength={SOFTWARE_TAGLINE_MAX}
          onChange={(event) => set("tagline", event.target.value)}
        />
      </FormField>
      <FormField id="software-description" label={t("admin.form.description")} wide>
        <Textarea
          id="software-description"
          className="min-h-40 font-mono"
          value={draft.description}
          onChange={(event) => set("description", event.target.value)}
        />
      </FormField>
      <FormField id="software-features" label={t("admin.form.features")} wide>
        <Textarea
          id="software-features"
          className="min-h-28"
          value={draft.features}
          onChange={(event) => set("features", event.target.value)}
        />
      </FormField>
      <ScreenshotsField value={draft.screenshots} onChange={(screenshots) => set("screenshots", screenshots)} />
      <FormField id="software-pricing" label={t("admin.form.pricing")} wide>
        <Input
          id="software-pricing"
          value={draft.pricing}
          maxLength={SOFTWARE_PRICING_MAX}
          onChange={(event) => set("pricing", event.target.value)}
        />
      </FormField>
      <FormField id="software-cta" label={t("admin.form.ctaUrl")}>
        <Input
          id="software-cta"
          value={draft.ctaUrl}
          maxLength={SOFTWARE_CTA_URL_MAX}
          onChange={(event) => set("ctaUrl", event.target.value)}
        />
      </FormField>
      <SortOrderField
        id="software-order"
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

/** Features are typed one per line; an empty slug comes from the name. */
function toInput(draft: Draft) {
  const slug = draft.slug || slugify(draft.name).slice(0, SOFTWARE_SLUG_MAX);
  return { ...draft, slug, features: listFromLines(draft.features) };
}

function toDraft(product: TAdminSoftware): Draft {
  return {
    name: product.name,
    slug: product.slug,
    tagline: product.tagline,
    description: product.description,
    features: product.features.join("\n"),
    screenshots: product.screenshots,
    pricing: product.pricing,
    ctaUrl: product.ctaUrl,
    published: product.published,
    sortOrder: product.sortOrder,
  };
}
