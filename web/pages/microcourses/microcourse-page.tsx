import { UpcomingPage } from "../upcoming-page";

export function MicrocoursePage() {
  return <UpcomingPage titleKey="microcourse.title" descriptionKey="microcourse.description" />;
}
