import { useTranslation } from "react-i18next";
import { Check } from "lucide-react";
import { TIER_INCLUDES, type Tier } from "../../../../contracts/tiers";

/** What a tier includes, read from the one tiers module the server and the guards use too. */
export function TierIncludesList({ tier }: { tier: Tier }) {
  const { t } = useTranslation("plans");
  const includes = TIER_INCLUDES[tier];
  const uploads = includes.simultaneousUploads;
  const lines = [
    t(`includes.assistants.${includes.assistants}`),
    includes.dailyAiQueries === null
      ? t("includes.dailyAiQueriesUnlimited")
      : t("includes.dailyAiQueries", { count: includes.dailyAiQueries }),
    uploads === null
      ? t("includes.uploads.unlimited")
      : uploads === 0
        ? t("includes.uploads.none")
        : uploads === 1
          ? t("includes.uploads.basic")
          : t("includes.uploads.simultaneous", { count: uploads }),
    t(`includes.apps.${includes.apps}`),
    ...(includes.documentProcessing ? [t("includes.documentProcessing")] : []),
    t(`includes.support.${includes.support}`),
    ...(includes.customIntegrations ? [t("includes.customIntegrations")] : []),
  ];
  return (
    <ul className="mt-4 flex-1 space-y-2.5 text-sm" aria-label={t("includesLabel")}>
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}
