import { useBillingConfig } from "../../features/billing/api/billing-config";
import { useTranslation } from "../../lib/translation/use-translation";
import { LegalDocument } from "./legal-document";

/** The terms; the premium trial is promised only where the plans page offers it (online payment on). */
export function TermsPage() {
  const { t } = useTranslation("legal");
  const billing = useBillingConfig().data;
  const trial = billing?.enabled ? t("terms.trial", { days: billing.trial_days }) : undefined;
  return <LegalDocument document="terms" addenda={{ planes: trial }} />;
}
