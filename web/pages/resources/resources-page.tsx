import { useTranslation } from "../../lib/translation/use-translation";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ResourceLibrary } from "../../features/resources/components/resource-library";
import { PageHeader } from "../../ui/page-header";

export function ResourcesPage() {
  const { t } = useTranslation("resources");
  useDocumentTitle(t("title"));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <ResourceLibrary />
    </div>
  );
}
