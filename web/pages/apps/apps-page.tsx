import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppsCatalogue } from "../../features/ai-apps/components/ai-apps-catalogue";
import { ExternalAppsSection } from "../../features/external-apps/components/external-apps-section";
import { PageHeader } from "../../ui/page-header";

/** /apps: the platform's AI apps, then the external apps section. */
export function AppsPage() {
  const { t } = useTranslation("pages");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={t("apps.title")} description={t("apps.description")} />
      <AiAppsCatalogue />
      <ExternalAppsSection />
    </div>
  );
}
