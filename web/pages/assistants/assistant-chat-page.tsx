import { UpcomingPage } from "../upcoming-page";

export function AssistantChatPage() {
  return <UpcomingPage titleKey="assistant.title" descriptionKey="assistant.description" />;
}
