import { useState } from "react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { AlertTriangle, Crown } from "lucide-react";
import type { TBillingState } from "../../../../contracts/billing";
import { useFormatDate } from "../../../lib/use-format-date";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { useAuth } from "../../../lib/auth-context";
import { useOpenPortal } from "../api/billing-actions";
import { useBillingState } from "../api/billing-state";
import { useBillingErrorText } from "./billing-error-text";
import { CancelSubscriptionButton, ResumeSubscriptionButton } from "./cancellation-buttons";

const DAY_MS = 24 * 60 * 60 * 1000;
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

/** Plan and status on /cuenta, with upgrade, billing portal, cancel and resume. */
export function BillingPlanCard() {
  const { t } = useTranslation("billing");
  const { isAdmin } = useAuth();
  const state = useBillingState();
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Crown className="h-5 w-5 text-accent" aria-hidden="true" />
        {t("plan.title")}
      </h2>
      {state.isPending || !state.data ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : (
        <PlanDetails state={state.data} isAdmin={isAdmin} />
      )}
    </Card>
  );
}

function PlanDetails({ state, isAdmin }: { state: TBillingState; isAdmin: boolean }) {
  const { t } = useTranslation("billing");
  const formatDate = useFormatDate("date");
  const isStripe = state.source === "stripe";
  // A free member has no subscription: "inactive" would read as an account switched off.
  const status =
    state.tier === "free" && state.status === "inactive"
      ? "free"
      : KNOWN_STATUSES.find((known) => known === state.status);
  const canUpgrade = state.tier === "free" || state.tier === "basic";
  return (
    <>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t("plan.plan")}</dt>
          <dd className="mt-1">
            <Badge>{t(`tiers.${state.tier}`, { ns: "common" })}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t("plan.status")}</dt>
          <dd className="mt-1 font-medium">{status ? t(`plan.statuses.${status}`) : state.status}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("plan.period")}</dt>
          <dd className="mt-1 font-medium">
            <PeriodText state={state} />
          </dd>
        </div>
      </dl>
      {state.source === "grant" && <p className="mt-4 text-sm text-muted">{t("plan.granted")}</p>}
      {isStripe && state.cancel_at_period_end && state.subscription_end && (
        <p className="mt-4 rounded-lg bg-surface-muted p-3 text-sm">
          {t("plan.cancelScheduled", { date: formatDate(state.subscription_end) })}
        </p>
      )}
      {state.grace_ends_at && <PastDueNotice graceEndsAt={state.grace_ends_at} />}
      <div className="mt-6 flex flex-col flex-wrap gap-2 sm:flex-row">
        {canUpgrade && (
          <Button asChild>
            <Link to="/suscripciones">{t("plan.upgrade")}</Link>
          </Button>
        )}
        {state.enabled && state.has_billing_account && <PortalButton label={t("plan.manage")} />}
        {isStripe && !state.cancel_at_period_end && <CancelSubscriptionButton state={state} />}
        {isStripe && state.cancel_at_period_end && <ResumeSubscriptionButton />}
        <Button asChild variant="secondary">
          <Link to="/activar-codigo">{t("plan.activateCode")}</Link>
        </Button>
        {!canUpgrade && (
          <Button asChild variant="ghost">
            <Link to="/suscripciones">{t("plan.viewPlans")}</Link>
          </Button>
        )}
        {isAdmin && (
          <Button asChild variant="ghost">
            <Link to="/admin">{t("plan.admin")}</Link>
          </Button>
        )}
      </div>
    </>
  );
}

function PeriodText({ state }: { state: TBillingState }) {
  const { t } = useTranslation("billing");
  const formatDate = useFormatDate("date");
  const [now] = useState(() => Date.now());
  if (state.trial_end) {
    const daysLeft = Math.max(0, Math.ceil((new Date(state.trial_end).getTime() - now) / DAY_MS));
    return (
      <>
        {t("plan.trialDaysLeft", { count: daysLeft })}
        <span className="block font-normal text-muted">
          {t("plan.trialEndsOn", { date: formatDate(state.trial_end) })}
        </span>
      </>
    );
  }
  if (!state.subscribed) return "—";
  if (!state.subscription_end) return t("plan.noEnd");
  const isRenewing = state.source === "stripe" && !state.cancel_at_period_end;
  return isRenewing
    ? t("plan.renewsOn", { date: formatDate(state.subscription_end) })
    : t("plan.endsOn", { date: formatDate(state.subscription_end) });
}

function PastDueNotice({ graceEndsAt }: { graceEndsAt: string }) {
  const { t } = useTranslation("billing");
  const formatDate = useFormatDate("date");
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">{t("plan.pastDue", { date: formatDate(graceEndsAt) })}</p>
      <PortalButton label={t("plan.pastDueAction")} />
    </div>
  );
}

function PortalButton({ label }: { label: string }) {
  const portal = useOpenPortal();
  const describeError = useBillingErrorText();
  const { t } = useTranslation("billing");
  return (
    <Button
      variant="secondary"
      disabled={portal.isPending}
      onClick={() =>
        portal.mutate(undefined, {
          onSuccess: ({ url }) => window.location.assign(url),
          onError: (error) => toast.error(t("plan.error"), { description: describeError(error) }),
        })
      }
    >
      {label}
    </Button>
  );
}
