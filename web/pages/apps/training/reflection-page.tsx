import { UpcomingPage } from "../../upcoming-page";

export function ReflectionAppPage() {
  return <UpcomingPage titleKey="premiumApps.reflection" />;
}
