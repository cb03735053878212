import { ArrowRight, CalendarCheck, FileText, Mic, type LucideIcon } from "lucide-react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { AI_SERVICE_PAGES } from "../../../../contracts/ai-service-pages";
import type { AiService } from "../../../../contracts/tiers";
import { Badge } from "../../../ui/badge";

/** The services' own icons, imported one by one: these cards are on the home page's first load. */
const ICONS: Record<AiService, LucideIcon> = {
  transcription: Mic,
  meeting: CalendarCheck,
  document: FileText,
};

/**
 * The three paid AI tools as cards, each leading to its page (where a member whose plan includes
 * it finds the tool) and naming the lowest plan that runs it, from the tier table.
 */
export function AiToolCards() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {AI_SERVICE_PAGES.map(({ service, path, includedIn }) => {
        const Icon = ICONS[service];
        return (
          <li key={service}>
            <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md focus-within:border-accent">
              <div className="flex items-start justify-between gap-3">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <Badge>{t("aiTools.includedIn", { plan: t(`tiers.${includedIn}`) })}</Badge>
              </div>
              <h3 className="font-semibold text-foreground">
                {/* The title's link covers the whole card. */}
                <Link
                  to={path}
                  className="after:absolute after:inset-0 after:rounded-[inherit] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
                >
                  {t(`nav.tools.${service}`)}
                </Link>
              </h3>
              <p className="flex-1 text-sm text-muted">{t(`aiTools.items.${service}`)}</p>
              <span className="inline-flex items-center gap-1 text-sm font-medium text-accent" aria-hidden="true">
                {t("aiTools.more")}
                <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
              </span>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
