import { useTranslation } from "../../lib/translation/use-translation";
import { UsersPanel } from "../../features/admin-users/components/users-panel";
import { PageHeader } from "../../ui/page-header";
import { useBackOfficeTitle } from "../../lib/use-document-title";

export function AdminUsersPage() {
  const { t } = useTranslation("admin-users");
  useBackOfficeTitle(t("users.title"));
  return (
    <section>
      <PageHeader title={t("users.title")} description={t("users.description")} />
      <UsersPanel />
    </section>
  );
}
