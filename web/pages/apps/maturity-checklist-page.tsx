import { UpcomingPage } from "../upcoming-page";

export function MaturityChecklistPage() {
  return <UpcomingPage titleKey="maturityChecklist.title" descriptionKey="maturityChecklist.description" />;
}
