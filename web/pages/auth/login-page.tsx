import { UpcomingPage } from "../upcoming-page";

export function LoginPage() {
  return <UpcomingPage titleKey="login.title" descriptionKey="login.description" placeholder="detail" />;
}
