import { useEffect, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { Clock, Loader2, PartyPopper } from "lucide-react";
import { useAuth } from "../../lib/auth-context";
import type { TBillingState } from "../../../contracts/billing";
import { useBillingState } from "../../features/billing/api/billing-state";
import { Button } from "../../ui/button";
import { useDocumentTitle } from "../../lib/use-document-title";

const POLL_MS = 2000;
/** After this long without the webhook the page says so instead of spinning forever. */
const SLOW_AFTER_MS = 30_000;

/**
 * Stripe sends the browser here before (or after) its webhook reaches us: the page asks for the
 * plan until the subscription has landed, then shows it. After a plan change (`?plan=`) it waits
 * for that plan: the server grants it with the webhook of the payment.
 */
export function SubscriptionSuccessPage() {
  const { t, i18n } = useTranslation(["billing", "pages"]);
  useDocumentTitle(t("subscriptionSuccess.title", { ns: "pages" }));
  const { user, loading, refreshSubscription } = useAuth();
  const [searchParams] = useSearchParams();
  const askedPlan = searchParams.get("plan");
  const [isSlow, setIsSlow] = useState(false);
  const hasPlanLanded = (data: TBillingState | undefined) =>
    data?.source === "stripe" && (!askedPlan || data.tier === askedPlan);
  const state = useBillingState({
    refetchInterval: (data) => (hasPlanLanded(data) ? false : POLL_MS),
  });
  const hasLanded = hasPlanLanded(state.data);

  useEffect(() => {
    const timer = window.setTimeout(() => setIsSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (hasLanded) void refreshSubscription();
  }, [hasLanded, refreshSubscription]);

  if (hasLanded && state.data) {
    const plan = t(`tiers.${state.data.tier}`, { ns: "common" });
    const trialEnd = state.data.trial_end;
    return (
      <SuccessFrame
        icon={<PartyPopper className="h-7 w-7" aria-hidden="true" />}
        title={t("subscriptionSuccess.title", { ns: "pages" })}
      >
        <p className="text-muted">{t("subscriptionSuccess.description", { ns: "pages" })}</p>
        <p className="font-medium">
          {trialEnd
            ? t("success.trialPlan", { plan, date: formatDate(trialEnd, i18n.language) })
            : t("success.plan", { plan })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/asistentes">{t("subscriptionSuccess.assistants", { ns: "pages" })}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/cuenta">{t("subscriptionSuccess.account", { ns: "pages" })}</Link>
          </Button>
        </div>
      </SuccessFrame>
    );
  }
  if (!loading && !user) {
    return (
      <SuccessFrame icon={<Clock className="h-7 w-7" aria-hidden="true" />} title={t("success.signInTitle")}>
        <Button asChild>
          <Link to="/login" state={{ from: { pathname: "/suscripcion-exitosa" } }}>
            {t("success.signIn")}
          </Link>
        </Button>
      </SuccessFrame>
    );
  }
  return (
    <SuccessFrame
      icon={
        isSlow ? (
          <Clock className="h-7 w-7" aria-hidden="true" />
        ) : (
          <Loader2 className="h-7 w-7 animate-spin" aria-hidden="true" />
        )
      }
      title={isSlow ? t("success.slowTitle") : t("success.checking")}
    >
      <p className="text-muted" role="status">
        {isSlow ? t("success.slowText") : t("success.checkingText")}
      </p>
      {isSlow && (
        <Button asChild variant="secondary">
          <Link to="/cuenta">{t("subscriptionSuccess.account", { ns: "pages" })}</Link>
        </Button>
      )}
    </SuccessFrame>
  );
}

function SuccessFrame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">{icon}</span>
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

function formatDate(iso: string, language: string) {
  return new Date(iso).toLocaleDateString(language, { dateStyle: "long" });
}
