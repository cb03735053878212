import { useTranslation } from "../../../lib/translation/use-translation";
import { Check, Minus } from "lucide-react";
import { TIER_INCLUDES, type Tier } from "../../../../contracts/tiers";
import { cn } from "../../../lib/cn";

/** What a tier includes, read from the one tiers module the server and the guards use too. */
export function TierIncludesList({ tier }: { tier: Tier }) {
  const { t } = useTranslation("plans");
  const includes = TIER_INCLUDES[tier];
  const uploads = includes.simultaneousUploads;
  const included = (text: string) => ({ text, isIncluded: true });
  const lines = [
    included(t(`includes.assistants.${includes.assistants}`)),
    included(
      includes.dailyAiQueries === null
        ? t("includes.dailyAiQueriesUnlimited")
        : t("includes.dailyAiQueries", { count: includes.dailyAiQueries }),
    ),
    uploads === 0
      ? { text: t("includes.uploads.none"), isIncluded: false }
      : included(
          uploads === null
            ? t("includes.uploads.unlimited")
            : uploads === 1
              ? t("includes.uploads.basic")
              : t("includes.uploads.simultaneous", { count: uploads }),
        ),
    { text: t(`includes.apps.${includes.apps}`), isIncluded: includes.apps !== "none" },
    ...(includes.documentProcessing ? [included(t("includes.documentProcessing"))] : []),
    included(t(`includes.support.${includes.support}`)),
    ...(includes.customIntegrations ? [included(t("includes.customIntegrations"))] : []),
  ];
  return (
    <ul className="mt-4 flex-1 space-y-2.5 text-sm" aria-label={t("includesLabel")}>
      {lines.map(({ text, isIncluded }) => (
        <li key={text} className={cn("flex gap-2", !isIncluded && "text-muted")}>
          {isIncluded ? (
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          ) : (
            <Minus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {text}
        </li>
      ))}
    </ul>
  );
}
