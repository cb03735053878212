import { UpcomingPage } from "../upcoming-page";

export function AssistantsPortfolioPage() {
  return <UpcomingPage titleKey="assistantsPortfolio.title" descriptionKey="assistantsPortfolio.description" />;
}
