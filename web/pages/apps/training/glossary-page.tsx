import { useTranslation } from "../../../lib/translation/use-translation";
import { TrainingAppFrame } from "../../../features/training-apps/components/training-app-frame";
import { GlossaryApp } from "../../../features/training-apps/glossary/components/glossary-app";
import { TRAINING_CONTENT_COUNTS } from "../../../features/training-apps/content-counts";

export function GlossaryAppPage() {
  const { t } = useTranslation("pages");
  const { t: tTraining } = useTranslation("training");
  return (
    <TrainingAppFrame
      title={t("premiumApps.glossary")}
      description={tTraining("glossary.description", TRAINING_CONTENT_COUNTS)}
    >
      <GlossaryApp />
    </TrainingAppFrame>
  );
}
