import { useTranslation } from "../../../lib/translation/use-translation";
import { PUBLIC_PATHS } from "../../../../contracts/routes";
import { AppFrame, type AppFrameContent } from "../../../ui/app-frame";
import "../print.css";

/** The page around every training app, with the way back to the catalogue; `training-app` scopes print.css. */
export function TrainingAppFrame(content: AppFrameContent) {
  const { t } = useTranslation("training");
  return (
    <AppFrame
      {...content}
      backTo={PUBLIC_PATHS.trainingApps}
      backLabel={t("frame.back")}
      className="training-app max-w-4xl"
    />
  );
}
