import { useTranslation } from "../../lib/translation/use-translation";
import { CoursesAdminPanel } from "../../features/admin-courses/components/courses-admin-panel";
import { PageHeader } from "../../ui/page-header";

/** /admin/microcursos */
export function AdminMicrocoursesPage() {
  const { t } = useTranslation("admin-courses");
  return (
    <div>
      <PageHeader title={t("courses.title")} description={t("courses.description")} />
      <CoursesAdminPanel />
    </div>
  );
}
