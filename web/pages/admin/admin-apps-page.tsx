import { UpcomingAdminPage } from "../upcoming-page";

export function AdminAppsPage() {
  return <UpcomingAdminPage titleKey="admin.apps" />;
}
