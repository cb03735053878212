import { useTranslation } from "../../lib/translation/use-translation";
import { OutboxPanel } from "../../features/admin-outbox/components/outbox-panel";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminOutboxPage() {
  const { t } = useTranslation("admin-users");
  useBackOfficeTitle(t("outbox.title"));
  return (
    <section>
      <PageHeader title={t("outbox.title")} description={t("outbox.description")} />
      <OutboxPanel />
    </section>
  );
}
