import { useTranslation } from "../../lib/translation/use-translation";
import { AssistantCatalogue } from "../../features/assistants/components/assistant-catalogue";
import { PageHeader } from "../../ui/page-header";
import { useDocumentTitle } from "../../lib/use-document-title";

export function AssistantsPage() {
  const { t } = useTranslation("assistants");
  useDocumentTitle(t("catalogue.title"));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("catalogue.title")} description={t("catalogue.subtitle")} />
      <AssistantCatalogue />
    </div>
  );
}
