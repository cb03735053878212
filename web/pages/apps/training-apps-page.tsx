import { UpcomingPage } from "../upcoming-page";

export function TrainingAppsPage() {
  return <UpcomingPage titleKey="trainingApps.title" descriptionKey="trainingApps.description" />;
}
