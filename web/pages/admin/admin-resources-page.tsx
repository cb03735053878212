import { UpcomingAdminPage } from "../upcoming-page";

export function AdminResourcesPage() {
  return <UpcomingAdminPage titleKey="admin.resources" />;
}
