import { UpcomingAdminPage } from "../upcoming-page";

export function AdminAssistantsPage() {
  return <UpcomingAdminPage titleKey="admin.assistants" />;
}
