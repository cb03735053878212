import { useTranslation } from "../../../lib/translation/use-translation";
import { TrainingAppFrame } from "../../../features/training-apps/components/training-app-frame";
import { QuizApp } from "../../../features/training-apps/quiz/components/quiz-app";
import { TRAINING_CONTENT_COUNTS } from "../../../features/training-apps/content-counts";

export function QuizAppPage() {
  const { t } = useTranslation("pages");
  const { t: tTraining } = useTranslation("training");
  return (
    <TrainingAppFrame
      title={t("premiumApps.quiz")}
      description={tTraining("quiz.description", TRAINING_CONTENT_COUNTS)}
    >
      <QuizApp />
    </TrainingAppFrame>
  );
}
