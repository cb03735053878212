import { useTranslation } from "../../lib/translation/use-translation";
import { MONTHLY_PRICE_EUR, TIERS } from "../../../contracts/tiers";
import { useAuth } from "../../lib/auth-context";
import { useIsTrialAvailable } from "../../features/billing/api/billing-config";
import { PlanAction } from "../../features/billing/components/plan-action";
import { TierIncludesList } from "../../features/billing/components/tier-includes-list";
import { useFormatEuros } from "../../features/billing/format-price";
import { Badge } from "../../ui/badge";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { cn } from "../../lib/cn";
import { useDocumentTitle } from "../../lib/use-document-title";

export function PlansPage() {
  const { t } = useTranslation("plans");
  useDocumentTitle(t("title"));
  const formatEuros = useFormatEuros();
  const { subscription, user } = useAuth();
  const isTrialAvailable = useIsTrialAvailable();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <div className="text-center [&_p]:mx-auto">
        <PageHeader title={t("title")} description={t("subtitle")} />
      </div>
      <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier) => {
          const price = MONTHLY_PRICE_EUR[tier];
          const isPopular = tier === "premium";
          const isCurrent = Boolean(user) && subscription.tier === tier;
          const badge = isCurrent ? t("current") : isPopular ? t("popular") : null;
          return (
            <Card
              key={tier}
              aria-labelledby={`plan-${tier}`}
              className={cn(
                "relative flex flex-col",
                isPopular && "border-accent ring-2 ring-accent",
                isCurrent && "bg-accent-soft",
              )}
            >
              {/* On the card's edge, so a long label (ca, en) never pushes this card's rows below the others'. */}
              {badge && (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap bg-accent text-white shadow-sm">
                  {badge}
                </Badge>
              )}
              <h2 id={`plan-${tier}`} className="text-lg font-semibold">
                {t(`plans.${tier}.name`)}
              </h2>
              <p className="mt-2 min-h-10 text-sm text-muted">{t(`plans.${tier}.description`)}</p>
              {/* Same height in every card (price, VAT, trial), so the feature lists start level. */}
              <div className="mt-6 min-h-24">
                <p>
                  {price === null ? (
                    <span className="text-3xl font-bold">{t("onRequest")}</span>
                  ) : (
                    <>
                      <span className="text-4xl font-bold">{formatEuros(price)}</span>
                      <span className="text-muted">{t("perMonth")}</span>
                    </>
                  )}
                </p>
                {price !== null && price > 0 && <p className="text-xs text-muted">{t("vat")}</p>}
                {tier === "premium" && isTrialAvailable && (
                  <p className="mt-2 text-sm font-medium text-accent">{t("trial")}</p>
                )}
              </div>
              <TierIncludesList tier={tier} />
              <PlanAction tier={tier} isPopular={isPopular} />
            </Card>
          );
        })}
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted">{t("howToSubscribe")}</p>
    </div>
  );
}
