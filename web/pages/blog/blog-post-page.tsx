import { UpcomingPage } from "../upcoming-page";

export function BlogPostPage() {
  return <UpcomingPage titleKey="blogPost.title" placeholder="detail" />;
}
