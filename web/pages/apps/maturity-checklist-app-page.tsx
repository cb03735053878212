import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppFrame } from "../../features/ai-apps/components/ai-app-frame";
import { MaturityPremiumApp } from "../../features/ai-apps/maturity-checklist/components/maturity-premium-app";

export function MaturityChecklistAppPage() {
  const { t } = useTranslation("pages");
  const { t: tApps } = useTranslation("ai-apps");
  return (
    <AiAppFrame title={t("premiumApps.maturityChecklistApp")} description={tApps("checklist.premiumIntro")}>
      <MaturityPremiumApp />
    </AiAppFrame>
  );
}
