import { useTranslation } from "../../lib/translation/use-translation";
import { AssistantsAdminPanel } from "../../features/admin-assistants/components/assistants-admin-panel";
import { UsageReport } from "../../features/admin-assistants/components/usage-report";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminAssistantsPage() {
  const { t } = useTranslation("admin-assistants");
  useBackOfficeTitle(t("title"));
  return (
    <section className="space-y-10">
      <div>
        <PageHeader title={t("title")} description={t("description")} />
        <AssistantsAdminPanel />
      </div>
      <UsageReport />
    </section>
  );
}
