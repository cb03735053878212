import { Link } from "../lib/router";
import { useTranslation } from "../lib/translation/use-translation";
import { ArrowRight, CreditCard, Newspaper } from "lucide-react";
import { Button } from "../ui/button";
import { useDocumentTitle } from "../lib/use-document-title";

/** Where a lost visitor most likely wants to go next, besides home. */
const SUGGESTIONS = [
  { key: "blog", to: "/blog", icon: Newspaper },
  { key: "plans", to: "/suscripciones", icon: CreditCard },
] as const;

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-accent">{t("notFound.code")}</p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted">{t("notFound.text")}</p>
      <Button asChild>
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
      <nav aria-labelledby="not-found-suggestions" className="mt-8 w-full">
        <h2 id="not-found-suggestions" className="text-sm font-semibold text-muted">
          {t("notFound.suggestions")}
        </h2>
        <ul className="mt-3 grid gap-3 text-left sm:grid-cols-2">
          {SUGGESTIONS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex h-full items-start gap-3 rounded-xl border border-border bg-surface p-4 transition hover:border-accent hover:shadow-sm"
              >
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-semibold text-foreground">
                    {t(`notFound.${key}.title`)}
                    <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                  </span>
                  <span className="mt-0.5 block text-sm text-muted">{t(`notFound.${key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
