import { UpcomingPage } from "../../upcoming-page";

export function GlossaryAppPage() {
  return <UpcomingPage titleKey="premiumApps.glossary" />;
}
