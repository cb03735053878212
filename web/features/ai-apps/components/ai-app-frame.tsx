import { useTranslation } from "../../../lib/translation/use-translation";
import { PUBLIC_PATHS } from "../../../../contracts/routes";
import { AppFrame, type AppFrameContent } from "../../../ui/app-frame";
import "../print.css";

/** The page around every AI app, with the way back to /apps; `ai-app` scopes print.css. */
export function AiAppFrame(content: AppFrameContent) {
  const { t } = useTranslation("ai-apps");
  return <AppFrame {...content} backTo={PUBLIC_PATHS.apps} backLabel={t("frame.back")} className="ai-app max-w-5xl" />;
}
