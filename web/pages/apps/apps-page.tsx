import { UpcomingPage } from "../upcoming-page";

export function AppsPage() {
  return <UpcomingPage titleKey="apps.title" descriptionKey="apps.description" />;
}
