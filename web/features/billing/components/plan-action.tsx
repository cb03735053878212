import { lazy, Suspense, useState } from "react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { isPaidTier, type PaidTier, type Tier } from "../../../../contracts/tiers";
import { Button } from "../../../ui/button";
import { apiErrorKey } from "../../../ui/api-error-text";
import { useAuth } from "../../../lib/auth-context";
import { useStartCheckout } from "../api/billing-actions";
import { useBillingConfig, useIsTrialAvailable } from "../api/billing-config";
import { useBillingState } from "../api/billing-state";
import { useBillingErrorText } from "./billing-error-text";

const BUTTON_CLASS = "mt-8 w-full";

// The dialogs (and the dialog primitive) load when a reader first chooses a plan, not with the page.
const PaymentOffDialog = lazy(async () => ({ default: (await import("./payment-off-dialog")).PaymentOffDialog }));
const PlanChangeDialog = lazy(async () => ({ default: (await import("./plan-change-dialog")).PlanChangeDialog }));

/** The button under a plan: sign up, current plan, checkout, plan change, or contact. */
export function PlanAction({ tier, isPopular }: { tier: Tier; isPopular: boolean }) {
  const { t } = useTranslation("plans");
  const { user, subscription } = useAuth();
  const isTrialAvailable = useIsTrialAvailable();
  const variant = isPopular ? "primary" : "secondary";
  if (user && subscription.tier === tier) {
    return (
      <Button variant="secondary" className={BUTTON_CLASS} disabled aria-current="true">
        {t("current")}
      </Button>
    );
  }
  if (tier === "enterprise") {
    return (
      <Button asChild variant={variant} className={BUTTON_CLASS}>
        <Link to="/contacto?tipo=sales">{t("plans.enterprise.cta")}</Link>
      </Button>
    );
  }
  if (!isPaidTier(tier)) {
    return (
      <Button asChild variant={variant} className={BUTTON_CLASS}>
        {user ? (
          <Link to="/cuenta">{t("plans.free.signedInCta")}</Link>
        ) : (
          <Link to="/login">{t("plans.free.cta")}</Link>
        )}
      </Button>
    );
  }
  if (!user) {
    return (
      <Button asChild variant={variant} className={BUTTON_CLASS}>
        <Link to="/login" state={{ from: { pathname: "/suscripciones" } }}>
          {t(ctaKeyOf(tier, isTrialAvailable))}
        </Link>
      </Button>
    );
  }
  return <PaidPlanButton tier={tier} variant={variant} />;
}

/** "Probar 7 días gratis" only when checkout would give the trial; otherwise the plain choice. */
function ctaKeyOf(tier: PaidTier, isTrialAvailable: boolean) {
  return tier === "premium" && !isTrialAvailable ? "plans.premium.ctaWithoutTrial" : (`plans.${tier}.cta` as const);
}

function PaidPlanButton({ tier, variant }: { tier: PaidTier; variant: "primary" | "secondary" }) {
  const { t } = useTranslation("plans");
  const config = useBillingConfig();
  const isTrialAvailable = config.data?.trial_available === true;
  const billingState = useBillingState();
  const checkout = useStartCheckout();
  const describeError = useBillingErrorText();
  const [dialog, setDialog] = useState<"paymentOff" | "change" | null>(null);
  // Kept once loaded, so closing plays the dialog's own exit.
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const planName = t(`plans.${tier}.name`);
  const isChange = billingState.data?.source === "stripe";

  const goToCheckout = () => {
    checkout.mutate(tier, {
      // A plan change lands on the page that waits for its payment (or on the invoice to pay).
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        setDialog(null);
        toast.error(t("checkoutError"), {
          description: describeError(error, t(apiErrorKey(error), { ns: "common" })),
        });
      },
    });
  };
  const openDialog = (kind: "paymentOff" | "change") => {
    setHasOpenedDialog(true);
    setDialog(kind);
  };
  const handleClick = () => {
    if (!config.data?.enabled) openDialog("paymentOff");
    else if (isChange) openDialog("change");
    else goToCheckout();
  };

  return (
    <>
      <Button
        variant={variant}
        className={BUTTON_CLASS}
        onClick={handleClick}
        disabled={config.isPending || checkout.isPending}
      >
        {checkout.isPending
          ? t("redirecting")
          : isChange
            ? t("switchTo", { plan: planName })
            : t(ctaKeyOf(tier, isTrialAvailable))}
      </Button>
      {hasOpenedDialog && (
        <Suspense fallback={null}>
          <PaymentOffDialog
            planName={planName}
            open={dialog === "paymentOff"}
            onOpenChange={(open) => setDialog(open ? "paymentOff" : null)}
          />
          <PlanChangeDialog
            planName={planName}
            open={dialog === "change"}
            isPending={checkout.isPending}
            onOpenChange={(open) => setDialog(open ? "change" : null)}
            onConfirm={goToCheckout}
          />
        </Suspense>
      )}
    </>
  );
}
