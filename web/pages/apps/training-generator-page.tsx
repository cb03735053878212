import { UpcomingPage } from "../upcoming-page";

export function TrainingGeneratorAppPage() {
  return <UpcomingPage titleKey="premiumApps.trainingGenerator" />;
}
