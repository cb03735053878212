import { UpcomingPage } from "../upcoming-page";

export function AdminAuthPage() {
  return <UpcomingPage titleKey="adminAuth.title" descriptionKey="adminAuth.description" placeholder="detail" />;
}
