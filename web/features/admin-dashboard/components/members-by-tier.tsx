import { useTranslation } from "../../../lib/translation/use-translation";
import { TIERS, type Tier } from "../../../../contracts/tiers";
import { Card } from "../../../ui/card";
import { numberFormat } from "../../../lib/intl-formats";

/** A bar per tier, widths relative to all members. */
export function MembersByTier({ counts, total }: { counts: Record<Tier, number>; total: number }) {
  const { t, i18n } = useTranslation("admin-dashboard");
  const format = numberFormat(i18n.language);
  return (
    <Card className="p-5">
      <h2 className="font-semibold">{t("membersByTier")}</h2>
      <dl className="mt-4 space-y-3">
        {TIERS.map((tier) => (
          // dt and dd straight inside each group, as a description list allows; the bar is a second dd.
          <div key={tier} className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt>{t(`tiers.${tier}`, { ns: "common" })}</dt>
            <dd className="font-medium">{format.format(counts[tier])}</dd>
            <dd className="col-span-2 h-2 rounded-full bg-surface-muted" aria-hidden="true">
              <div
                className="h-2 rounded-full bg-accent"
                style={{ width: `${total ? (counts[tier] / total) * 100 : 0}%` }}
              />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
