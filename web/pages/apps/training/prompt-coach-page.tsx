import { useTranslation } from "../../../lib/translation/use-translation";
import { TrainingAppFrame } from "../../../features/training-apps/components/training-app-frame";
import { PromptCoachApp } from "../../../features/training-apps/prompt-coach/components/prompt-coach-app";

export function PromptCoachAppPage() {
  const { t } = useTranslation("pages");
  const { t: tTraining } = useTranslation("training");
  return (
    <TrainingAppFrame title={t("premiumApps.promptCoach")} description={tTraining("promptCoach.description")}>
      <PromptCoachApp />
    </TrainingAppFrame>
  );
}
