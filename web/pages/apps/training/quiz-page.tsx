import { UpcomingPage } from "../../upcoming-page";

export function QuizAppPage() {
  return <UpcomingPage titleKey="premiumApps.quiz" />;
}
