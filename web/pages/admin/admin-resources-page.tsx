import { useTranslation } from "../../lib/translation/use-translation";
import { ResourcesAdminPanel } from "../../features/admin-resources/components/resources-admin-panel";
import { PageHeader } from "../../ui/page-header";

export function AdminResourcesPage() {
  const { t } = useTranslation("admin-resources");
  return (
    <section>
      <PageHeader title={t("title")} description={t("description")} />
      <ResourcesAdminPanel />
    </section>
  );
}
