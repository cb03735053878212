import { useParams } from "../../lib/router";
import { LessonsAdminPanel } from "../../features/admin-courses/components/lessons-admin-panel";

/** /admin/microcursos/{courseId}/lecciones */
export function AdminLessonsPage() {
  const { courseId = "" } = useParams();
  return <LessonsAdminPanel courseId={courseId} />;
}
