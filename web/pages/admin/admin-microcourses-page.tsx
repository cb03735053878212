import { UpcomingAdminPage } from "../upcoming-page";

export function AdminMicrocoursesPage() {
  return <UpcomingAdminPage titleKey="admin.microcourses" />;
}
