import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Check } from "lucide-react";
import { MONTHLY_PRICE_EUR, TIERS, type Tier } from "../../../contracts/tiers";
import { useAuth } from "../../features/auth/auth-context";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { PageHeader } from "../../ui/page-header";
import { cn } from "../../lib/cn";

const PLAN_TARGET: Record<Tier, string> = {
  free: "/login",
  basic: "/contacto",
  premium: "/contacto",
  enterprise: "/contacto",
};

export function PlansPage() {
  const { t } = useTranslation("plans");
  const { subscription, user } = useAuth();
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
          const features: string[] = t(`plans.${tier}.features`, { returnObjects: true });
          return (
            <Card
              key={tier}
              className={cn(
                "relative flex flex-col",
                isPopular && "border-accent ring-2 ring-accent",
              )}
            >
              {/* On the card's edge, so a long label (ca, en) never pushes this card's rows below the others'. */}
              {isPopular && (
                <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap bg-accent text-white shadow-sm">
                  {t("popular")}
                </Badge>
              )}
              <h2 className="text-lg font-semibold">{t(`plans.${tier}.name`)}</h2>
              <p className="mt-2 min-h-10 text-sm text-muted">{t(`plans.${tier}.description`)}</p>
              {/* Same height in every card (price, VAT, trial), so the feature lists start level. */}
              <div className="mt-6 min-h-24">
                <p>
                  {price === null ? (
                    <span className="text-3xl font-bold">{t("onRequest")}</span>
                  ) : (
                    <>
                      <span className="text-4xl font-bold">{price} €</span>
                      <span className="text-muted">{t("perMonth")}</span>
                    </>
                  )}
                </p>
                {price !== null && price > 0 && <p className="text-xs text-muted">{t("vat")}</p>}
                {tier === "premium" && (
                  <p className="mt-2 text-sm font-medium text-accent">{t("trial")}</p>
                )}
              </div>
              <ul className="mt-4 flex-1 space-y-2.5 text-sm">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              {isCurrent ? (
                <p className="mt-8 rounded-lg bg-surface-muted py-2.5 text-center text-sm font-medium">
                  {t("current")}
                </p>
              ) : (
                <Button
                  asChild
                  variant={isPopular ? "primary" : "secondary"}
                  className="mt-8 w-full"
                >
                  <Link to={PLAN_TARGET[tier]}>{t(`plans.${tier}.cta`)}</Link>
                </Button>
              )}
            </Card>
          );
        })}
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-muted">
        {t("howToSubscribe")}
      </p>
    </div>
  );
}
