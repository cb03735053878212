import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { useAuth } from "../../lib/auth-context";
import { usePortfolio } from "../../features/assistants/api/get-portfolio";
import { AssistantCard } from "../../features/assistants/components/assistant-card";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { ThreeCardPlaceholder } from "../../ui/placeholders";

/** The assistants portfolio: every published assistant, for visitors. */
export function AssistantsPortfolioPage() {
  const { t } = useTranslation("assistants");
  const { user } = useAuth();
  const portfolio = usePortfolio();
  useDocumentTitle(t("portfolio.title"));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageHeader title={t("portfolio.title")} description={t("portfolio.subtitle")}>
        <Button asChild size="lg" className="mt-6">
          <Link to={user ? "/asistentes" : "/login"}>{user ? t("portfolio.ctaSignedIn") : t("portfolio.cta")}</Link>
        </Button>
      </PageHeader>
      {portfolio.isPending && <ThreeCardPlaceholder />}
      {portfolio.isError && (
        <p role="alert" className="text-muted">
          {t("portfolio.error")}
        </p>
      )}
      {portfolio.data && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {portfolio.data.assistants.map((assistant) => (
            <li key={assistant.slug} className="flex [&>article]:flex-1">
              <AssistantCard assistant={assistant} href={`/asistente/${assistant.slug}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
