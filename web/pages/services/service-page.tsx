import { UpcomingPage } from "../upcoming-page";

export function ServicePage() {
  return <UpcomingPage titleKey="service.title" descriptionKey="service.description" />;
}
