import { UpcomingPage } from "../upcoming-page";

export function ResetPasswordPage() {
  return <UpcomingPage titleKey="resetPassword.title" descriptionKey="resetPassword.description" placeholder="detail" />;
}
