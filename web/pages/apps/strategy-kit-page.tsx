import { UpcomingPage } from "../upcoming-page";

export function StrategyKitAppPage() {
  return <UpcomingPage titleKey="premiumApps.strategyKit" />;
}
