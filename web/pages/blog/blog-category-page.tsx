import { UpcomingPage } from "../upcoming-page";

export function BlogCategoryPage() {
  return <UpcomingPage titleKey="blogCategory.title" descriptionKey="blogCategory.description" placeholder="listing" />;
}
