import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppsCatalogue } from "../../features/ai-apps/components/ai-apps-catalogue";
import { ExternalAppsSection } from "../../features/external-apps/components/external-apps-section";
import { AiToolCards } from "../../features/services/components/ai-tool-cards";
import { PageHeader } from "../../ui/page-header";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /apps: the platform's AI apps, the paid AI tools beside them, then the external apps section. */
export function AppsPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(t("apps.title"));
  const { t: tCommon } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={t("apps.title")} description={t("apps.description")} />
      <AiAppsCatalogue />
      <section aria-labelledby="ai-tools-title" className="mt-12 flex flex-col gap-5">
        <div>
          <h2 id="ai-tools-title" className="text-2xl font-semibold text-foreground">
            {tCommon("nav.aiTools")}
          </h2>
          <p className="mt-1 text-muted">{tCommon("aiTools.description")}</p>
        </div>
        <AiToolCards />
      </section>
      <ExternalAppsSection />
    </div>
  );
}
