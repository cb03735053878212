import { UpcomingPage } from "../upcoming-page";

export function ServicesPage() {
  return <UpcomingPage titleKey="services.title" descriptionKey="services.description" />;
}
