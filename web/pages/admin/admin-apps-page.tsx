import { useTranslation } from "../../lib/translation/use-translation";
import { ExternalAppsAdminPanel } from "../../features/admin-external-apps/components/external-apps-admin-panel";
import { PageHeader } from "../../ui/page-header";

export function AdminAppsPage() {
  const { t } = useTranslation("external-apps");
  return (
    <section>
      <PageHeader title={t("admin.title")} description={t("admin.description")} />
      <ExternalAppsAdminPanel />
    </section>
  );
}
