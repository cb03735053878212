import { useTranslation } from "../../lib/translation/use-translation";
import { ResourcesAdminPanel } from "../../features/admin-resources/components/resources-admin-panel";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminResourcesPage() {
  const { t } = useTranslation("admin-resources");
  useBackOfficeTitle(t("title"));
  return (
    <section>
      <PageHeader title={t("title")} description={t("description")} />
      <ResourcesAdminPanel />
    </section>
  );
}
