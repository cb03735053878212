import { useTranslation } from "../../lib/translation/use-translation";
import { AccessCodesPanel } from "../../features/access-codes/components/access-codes-panel";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminAccessCodesPage() {
  const { t } = useTranslation("admin-users");
  useBackOfficeTitle(t("codes.title"));
  return (
    <section>
      <PageHeader title={t("codes.title")} description={t("codes.description")} />
      <AccessCodesPanel />
    </section>
  );
}
