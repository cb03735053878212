import { UpcomingPage } from "../upcoming-page";

export function MaturityChecklistAppPage() {
  return <UpcomingPage titleKey="premiumApps.maturityChecklistApp" />;
}
