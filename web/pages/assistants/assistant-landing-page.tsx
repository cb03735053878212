import { UpcomingPage } from "../upcoming-page";

export function AssistantLandingPage() {
  return <UpcomingPage titleKey="assistantLanding.title" descriptionKey="assistantLanding.description" />;
}
