import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowRight, Users } from "lucide-react";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";

export function HomeHero() {
  const { t } = useTranslation("home");
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-accent-soft to-surface">
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-16 text-center sm:px-6 sm:pt-24">
        <Badge>{t("hero.badge")}</Badge>
        <h1 className="mx-auto mt-6 max-w-4xl text-[2rem] leading-tight font-extrabold tracking-tight text-balance text-foreground sm:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-balance text-muted">{t("hero.subtitle")}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full max-w-xs sm:w-auto">
            <Link to="/asistentes">
              {t("hero.cta")}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary" className="w-full max-w-xs sm:w-auto">
            <Link to="/blog">{t("hero.blogLink")}</Link>
          </Button>
        </div>
        {/* The icon flows with the text, so it stays beside the first line when the claim wraps. */}
        <p className="mt-8 text-sm font-medium text-balance text-muted">
          <Users className="mr-2 inline h-4 w-4 align-[-0.2em] text-accent" aria-hidden="true" />
          {t("hero.claim")}
        </p>
      </div>
    </section>
  );
}
