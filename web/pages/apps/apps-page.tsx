import { ExternalAppsSection } from "../../features/external-apps/components/external-apps-section";
import { UpcomingPage } from "../upcoming-page";

export function AppsPage() {
  return (
    <>
      <UpcomingPage titleKey="apps.title" descriptionKey="apps.description" />
      <ExternalAppsSection />
    </>
  );
}
