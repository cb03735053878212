import { useTranslation } from "../../lib/translation/use-translation";
import { ExternalAppsAdminPanel } from "../../features/admin-external-apps/components/external-apps-admin-panel";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminAppsPage() {
  const { t } = useTranslation("external-apps");
  useBackOfficeTitle(t("admin.title"));
  return (
    <section>
      <PageHeader title={t("admin.title")} description={t("admin.description")} />
      <ExternalAppsAdminPanel />
    </section>
  );
}
