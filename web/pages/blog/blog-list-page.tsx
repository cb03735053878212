import { UpcomingPage } from "../upcoming-page";

export function BlogListPage() {
  return <UpcomingPage titleKey="blog.title" descriptionKey="blog.description" placeholder="listing" />;
}
