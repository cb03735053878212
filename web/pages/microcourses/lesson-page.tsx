import { UpcomingPage } from "../upcoming-page";

export function LessonPage() {
  return <UpcomingPage titleKey="lesson.title" descriptionKey="lesson.description" />;
}
