import { UpcomingPage } from "../../upcoming-page";

export function PromptCoachAppPage() {
  return <UpcomingPage titleKey="premiumApps.promptCoach" />;
}
