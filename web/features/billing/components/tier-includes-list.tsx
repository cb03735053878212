import { useTranslation } from "../../../lib/translation/use-translation";
import { Check, Minus } from "lucide-react";
import { planLinesOf } from "../../../../contracts/plan-lines";
import type { Tier } from "../../../../contracts/tiers";
import { cn } from "../../../lib/cn";
import { useBillingConfig } from "../api/billing-config";

/** What a tier includes, written from the tier table the server enforces (contracts/plan-lines.ts). */
export function TierIncludesList({ tier, className }: { tier: Tier; className?: string }) {
  const { t } = useTranslation("plans");
  // "Unlimited" still meets the per-minute limit every chat has (server/ai/chat-rate.ts): said beside it.
  const perMinute = useBillingConfig().data?.chat_requests_per_minute;
  return (
    <ul className={cn("mt-4 flex-1 space-y-2.5 text-sm", className)} aria-label={t("includesLabel")}>
      {planLinesOf(tier).map(({ key, count, isIncluded }) => (
        <li key={key} className={cn("flex gap-2", !isIncluded && "text-muted")}>
          {isIncluded ? (
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
          ) : (
            <Minus className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {key === "dailyAiQueriesUnlimited" && perMinute
            ? t("includes.dailyAiQueriesUnlimitedPerMinute", { count: perMinute })
            : t(`includes.${key}`, { count })}
        </li>
      ))}
    </ul>
  );
}
