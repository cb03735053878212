import { UpcomingAdminPage } from "../upcoming-page";

export function AdminAccessCodesPage() {
  return <UpcomingAdminPage titleKey="admin.accessCodes" />;
}
