import { useTranslation } from "../../lib/translation/use-translation";
import { TrainingCatalogue } from "../../features/training-apps/components/training-catalogue";
import { PageHeader } from "../../ui/page-header";
import { useDocumentTitle } from "../../lib/use-document-title";

export function TrainingAppsPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(t("trainingApps.title"));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={t("trainingApps.title")} description={t("trainingApps.description")} />
      <TrainingCatalogue />
    </div>
  );
}
