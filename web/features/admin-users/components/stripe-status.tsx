import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { useFormatDate } from "../../../lib/use-format-date";

const KNOWN_STATUSES = [
  "inactive",
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;

/** The user's Stripe subscription (tier, status, period end) shown beside the granted tier. */
export function StripeStatus({ user }: { user: TAdminUser }) {
  const { t } = useTranslation("billing");
  const formatDate = useFormatDate("mediumDate");
  const stripe = user.stripe;
  if (!stripe || stripe.status === "none") return <span className="text-muted">{t("admin.none")}</span>;
  const status = KNOWN_STATUSES.find((known) => known === stripe.status);
  const isOver = stripe.status === "canceled" || stripe.status === "incomplete_expired";
  return (
    <span className="block whitespace-nowrap">
      {t(`tiers.${stripe.tier}`, { ns: "common" })} · {status ? t(`plan.statuses.${status}`) : stripe.status}
      {stripe.period_end && !isOver && (
        <span className="block text-xs text-muted">
          {stripe.cancel_at_period_end
            ? t("admin.ends", { date: formatDate(stripe.period_end) })
            : t("admin.renews", { date: formatDate(stripe.period_end) })}
        </span>
      )}
    </span>
  );
}
