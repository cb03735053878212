import { UpcomingAdminPage } from "../upcoming-page";

export function AdminUsersPage() {
  return <UpcomingAdminPage titleKey="admin.users" />;
}
