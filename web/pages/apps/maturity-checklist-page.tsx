import { useTranslation } from "../../lib/translation/use-translation";
import { AiAppFrame } from "../../features/ai-apps/components/ai-app-frame";
import { MaturityOpenApp } from "../../features/ai-apps/maturity-checklist/components/maturity-open-app";

export function MaturityChecklistPage() {
  const { t } = useTranslation("pages");
  return (
    <AiAppFrame title={t("maturityChecklist.title")} description={t("maturityChecklist.description")}>
      <MaturityOpenApp />
    </AiAppFrame>
  );
}
