import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppFrame } from "../../features/ai-apps/components/ai-app-frame";
import { TrainingGeneratorApp } from "../../features/ai-apps/training-generator/components/training-generator-app";

export function TrainingGeneratorAppPage() {
  const { t } = useTranslation("pages");
  const { t: tApps } = useTranslation("ai-apps");
  return (
    <AiAppFrame title={t("premiumApps.trainingGenerator")} description={tApps("trainingGenerator.description")}>
      <TrainingGeneratorApp />
    </AiAppFrame>
  );
}
