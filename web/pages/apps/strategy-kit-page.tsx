import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppFrame } from "../../features/ai-apps/components/ai-app-frame";
import { StrategyKitApp } from "../../features/ai-apps/strategy-kit/components/strategy-kit-app";

export function StrategyKitAppPage() {
  const { t } = useTranslation("pages");
  const { t: tApps } = useTranslation("ai-apps");
  return (
    <AiAppFrame title={t("premiumApps.strategyKit")} description={tApps("strategyKit.description")}>
      <StrategyKitApp />
    </AiAppFrame>
  );
}
