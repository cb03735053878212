import { UpcomingAdminPage } from "../upcoming-page";

export function AdminSoftwarePage() {
  return <UpcomingAdminPage titleKey="admin.software" />;
}
