import { UpcomingPage } from "../upcoming-page";

export function ActivateCodePage() {
  return <UpcomingPage titleKey="activateCode.title" descriptionKey="activateCode.description" placeholder="detail" />;
}
