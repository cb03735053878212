import { UpcomingAdminPage } from "../upcoming-page";

export function AdminLessonsPage() {
  return <UpcomingAdminPage titleKey="admin.lessons" />;
}
