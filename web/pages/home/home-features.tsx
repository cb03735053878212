import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowRight, BookOpen, Bot, FolderOpen, LayoutGrid } from "lucide-react";
import { Card } from "../../ui/card";
import { AiToolCards } from "../../features/services/components/ai-tool-cards";

/** Each card leads to the section it describes; the assistants' public page is the portfolio. */
const FEATURES = [
  { key: "assistants", icon: Bot, to: "/portafolio-asistentes" },
  { key: "apps", icon: LayoutGrid, to: "/apps" },
  { key: "courses", icon: BookOpen, to: "/microcursos" },
  { key: "resources", icon: FolderOpen, to: "/recursos" },
] as const;

export function HomeFeatures() {
  const { t } = useTranslation("home");
  const { t: tCommon } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 className="text-center text-2xl font-bold tracking-tight sm:text-3xl">{t("features.title")}</h2>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon, to }) => (
          <Card
            key={key}
            className="group relative flex flex-col transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md focus-within:border-accent"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">
              {/* The title's link covers the whole card. */}
              <Link
                to={to}
                className="after:absolute after:inset-0 after:rounded-[inherit] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
              >
                {t(`features.${key}.title`)}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-muted">{t(`features.${key}.text`)}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent" aria-hidden="true">
              {t("features.explore")}
              <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
            </span>
          </Card>
        ))}
      </div>
      {/* The paid AI tools, one click from here to each one's page. */}
      <div className="mt-12">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{tCommon("nav.aiTools")}</p>
        <p className="mt-1 mb-6 text-muted">{tCommon("aiTools.description")}</p>
        <AiToolCards />
      </div>
    </section>
  );
}
