import { UpcomingPage } from "../../upcoming-page";

export function DilemmasAppPage() {
  return <UpcomingPage titleKey="premiumApps.dilemmas" />;
}
