import { UpcomingPage } from "../upcoming-page";

export function AssistantsPage() {
  return <UpcomingPage titleKey="assistants.title" descriptionKey="assistants.description" />;
}
