import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Crown } from "lucide-react";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../../contracts/tiers";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { useAuth } from "../../../lib/auth-context";

function isKnownStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** The tier from check-subscription, its status and end date, and where to change it. */
export function PlanCard() {
  const { t, i18n } = useTranslation("auth");
  const { subscription, subscriptionLoading, isAdmin } = useAuth();
  const { tier, status, subscription_end: endsAt } = subscription;
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Crown className="h-5 w-5 text-accent" aria-hidden="true" />
        {t("account.planTitle")}
      </h2>
      {subscriptionLoading ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : (
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t("account.plan")}</dt>
            <dd className="mt-1">
              <Badge>{t(`tiers.${tier}`, { ns: "common" })}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t("account.planStatus")}</dt>
            <dd className="mt-1 font-medium">{isKnownStatus(status) ? t(`account.statuses.${status}`) : status}</dd>
          </div>
          <div>
            <dt className="text-muted">{t("account.planEnds")}</dt>
            <dd className="mt-1 font-medium">
              {endsAt ? new Date(endsAt).toLocaleDateString(i18n.language, { dateStyle: "long" }) : t("account.noEnd")}
            </dd>
          </div>
        </dl>
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/activar-codigo">{t("account.activateCode")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/suscripciones">{t("account.viewPlans")}</Link>
        </Button>
        {isAdmin && (
          <Button asChild variant="ghost">
            <Link to="/admin/blog">{t("account.admin")}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
