import { UpcomingPage } from "../upcoming-page";

export function SoftwarePage() {
  return <UpcomingPage titleKey="software.title" descriptionKey="software.description" />;
}
