import { UpcomingAdminPage } from "../upcoming-page";

export function AdminNewLessonPage() {
  return <UpcomingAdminPage titleKey="admin.newLesson" />;
}
