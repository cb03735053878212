import { UpcomingPage } from "../upcoming-page";

export function CoursesPage() {
  return <UpcomingPage titleKey="courses.title" descriptionKey="courses.description" />;
}
