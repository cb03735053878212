import { useTranslation } from "../../../lib/translation/use-translation";
import { TrainingAppFrame } from "../../../features/training-apps/components/training-app-frame";
import { ReflectionApp } from "../../../features/training-apps/reflection/components/reflection-app";

export function ReflectionAppPage() {
  const { t } = useTranslation("pages");
  const { t: tTraining } = useTranslation("training");
  return (
    <TrainingAppFrame title={t("premiumApps.reflection")} description={tTraining("reflection.description")}>
      <ReflectionApp />
    </TrainingAppFrame>
  );
}
