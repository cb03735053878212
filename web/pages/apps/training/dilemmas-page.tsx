import { useTranslation } from "../../../lib/translation/use-translation";
import { TrainingAppFrame } from "../../../features/training-apps/components/training-app-frame";
import { DilemmasApp } from "../../../features/training-apps/dilemmas/components/dilemmas-app";
import { TRAINING_CONTENT_COUNTS } from "../../../features/training-apps/content-counts";

export function DilemmasAppPage() {
  const { t } = useTranslation("pages");
  const { t: tTraining } = useTranslation("training");
  return (
    <TrainingAppFrame
      title={t("premiumApps.dilemmas")}
      description={tTraining("dilemmas.description", TRAINING_CONTENT_COUNTS)}
    >
      <DilemmasApp />
    </TrainingAppFrame>
  );
}
