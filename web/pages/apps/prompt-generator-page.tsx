import { UpcomingPage } from "../upcoming-page";

export function PromptGeneratorAppPage() {
  return <UpcomingPage titleKey="premiumApps.promptGenerator" />;
}
