import { useTranslation } from "../../lib/translation/use-translation";
import { SoftwareAdminPanel } from "../../features/admin-software/components/software-admin-panel";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminSoftwarePage() {
  const { t } = useTranslation("software");
  useBackOfficeTitle(t("admin.title"));
  return (
    <section>
      <PageHeader title={t("admin.title")} description={t("admin.description")} />
      <SoftwareAdminPanel />
    </section>
  );
}
