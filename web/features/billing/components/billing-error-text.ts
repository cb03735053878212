import { useTranslation } from "../../../lib/translation/use-translation";
import { ApiError } from "../../../lib/api";

const KNOWN_ERRORS = [
  "billing_not_configured",
  "no_subscription",
  "already_on_plan",
  "subscription_past_due",
  "billing_provider_error",
] as const;

/** The translated sentence for a billing error code; any other error gets `fallback`. */
export function useBillingErrorText() {
  const { t } = useTranslation("billing");
  return (error: unknown, fallback?: string) => {
    const code = error instanceof ApiError ? KNOWN_ERRORS.find((known) => known === error.code) : undefined;
    return code ? t(`plan.errors.${code}`) : (fallback ?? t("plan.error"));
  };
}
