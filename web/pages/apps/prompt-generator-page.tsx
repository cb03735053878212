import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppFrame } from "../../features/ai-apps/components/ai-app-frame";
import { PromptGeneratorApp } from "../../features/ai-apps/prompt-generator/components/prompt-generator-app";

/** Both /apps/generador-prompts and /prompt-generator open this page. */
export function PromptGeneratorAppPage() {
  const { t } = useTranslation("pages");
  const { t: tApps } = useTranslation("ai-apps");
  return (
    <AiAppFrame title={t("premiumApps.promptGenerator")} description={tApps("promptGenerator.description")}>
      <PromptGeneratorApp />
    </AiAppFrame>
  );
}
