import { UpcomingAdminPage } from "../upcoming-page";

export function AdminBlogPage() {
  return <UpcomingAdminPage titleKey="admin.blog" />;
}
