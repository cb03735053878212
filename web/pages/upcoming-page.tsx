import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { PLACEHOLDERS, type PlaceholderKind } from "../ui/placeholders";
import { PageHeader } from "../ui/page-header";

/**
 * A page whose content arrives with a later feature: its real title and description, and the
 * loading layout its content will use.
 */
export function UpcomingPage({ titleKey, descriptionKey, placeholder }: {
  titleKey: ParseKeys<"pages">;
  descriptionKey?: ParseKeys<"pages">;
  placeholder: PlaceholderKind;
}) {
  const { t } = useTranslation("pages");
  const Placeholder = PLACEHOLDERS[placeholder];
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <PageHeader title={t(titleKey)} description={descriptionKey ? t(descriptionKey) : undefined} />
      </div>
      <Placeholder />
    </>
  );
}

/** A back-office section that a later feature fills. */
export function UpcomingAdminPage({ titleKey }: { titleKey: ParseKeys<"pages"> }) {
  const { t } = useTranslation("pages");
  const Placeholder = PLACEHOLDERS.listing;
  return (
    <section>
      <PageHeader title={t(titleKey)} description={t("admin.upcoming")} />
      <Placeholder />
    </section>
  );
}
