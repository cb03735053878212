import { UpcomingPage } from "../upcoming-page";

export function ResourcesPage() {
  return <UpcomingPage titleKey="resources.title" descriptionKey="resources.description" />;
}
