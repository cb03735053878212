import { UpcomingAdminPage } from "../upcoming-page";

export function AdminEditLessonPage() {
  return <UpcomingAdminPage titleKey="admin.editLesson" />;
}
