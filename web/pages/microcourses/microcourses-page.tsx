import { UpcomingPage } from "../upcoming-page";

export function MicrocoursesPage() {
  return <UpcomingPage titleKey="microcourses.title" descriptionKey="microcourses.description" />;
}
