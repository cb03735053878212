import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowLeft } from "lucide-react";
import { tierAtLeast } from "../../../contracts/tiers";
import { useAuth } from "../../lib/auth-context";
import { usePortfolioAssistant } from "../../features/assistants/api/get-portfolio";
import { AssistantIcon } from "../../features/assistants/components/assistant-icon";
import { localizeAssistant } from "../../features/assistants/components/localize-assistant";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { DetailPlaceholder } from "../../ui/placeholders";

/** An assistant's landing page: what it does, for whom, examples, required tier, a way in. Never the system prompt. */
export function AssistantLandingPage() {
  const { slug = "" } = useParams();
  const { t, i18n } = useTranslation("assistants");
  const query = usePortfolioAssistant(slug);
  const assistant = query.data;
  const texts = assistant ? localizeAssistant(assistant, i18n.language) : undefined;
  useDocumentTitle(texts?.name);
  if (query.isPending) return <DetailPlaceholder />;
  if (!assistant || !texts) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <p role="alert" className="text-muted">
          {t("landing.notFound")}
        </p>
        <Link to="/portafolio-asistentes" className="mt-4 inline-block text-accent hover:underline">
          {t("landing.back")}
        </Link>
      </div>
    );
  }
  const tier = t(`tiers.${assistant.requiredTier}`, { ns: "common" });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to="/portafolio-asistentes"
        className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("landing.back")}
      </Link>
      <header className="mb-8 flex items-start gap-4">
        <AssistantIcon icon={assistant.icon} className="h-14 w-14" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{texts.name}</h1>
          <p className="mt-2 text-lg text-muted">{texts.shortDescription}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge>{t(`categories.${assistant.category}`)}</Badge>
            <Badge className="bg-surface-muted text-muted">{t("landing.includedIn", { tier })}</Badge>
          </div>
        </div>
      </header>
      <Card className="space-y-8">
        <section>
          <h2 className="mb-2 text-xl font-semibold text-foreground">{t("landing.forWhom")}</h2>
          <p className="text-muted">{texts.longDescription}</p>
        </section>
        {assistant.examplePrompts.length > 0 && (
          <section>
            <h2 className="mb-3 text-xl font-semibold text-foreground">{t("landing.examples")}</h2>
            <ul className="space-y-2">
              {assistant.examplePrompts.map((prompt) => (
                <li key={prompt} className="rounded-lg bg-surface-muted px-4 py-3 text-sm text-foreground">
                  «{prompt}»
                </li>
              ))}
            </ul>
          </section>
        )}
        <LandingCallToAction slug={assistant.slug} requiredTier={assistant.requiredTier} />
      </Card>
    </article>
  );
}

function LandingCallToAction({
  slug,
  requiredTier,
}: {
  slug: string;
  requiredTier: Parameters<typeof tierAtLeast>[1];
}) {
  const { t } = useTranslation("assistants");
  const { user, subscription, isAdmin } = useAuth();
  const chatPath = `/asistentes/${slug}`;
  if (!user) {
    return (
      <Button asChild size="lg">
        <Link to="/login" state={{ from: { pathname: chatPath } }}>
          {t("landing.signUp")}
        </Link>
      </Button>
    );
  }
  if (!isAdmin && !tierAtLeast(subscription.tier, requiredTier)) {
    return (
      <Button asChild size="lg">
        <Link to="/suscripciones">{t("landing.seePlans")}</Link>
      </Button>
    );
  }
  return (
    <Button asChild size="lg">
      <Link to={chatPath}>{t("landing.open")}</Link>
    </Button>
  );
}
