import { useTranslation } from "../../../lib/translation/use-translation";
import { Info } from "lucide-react";

/** Said plainly where an AI step would be when the installation has no AI provider. */
export function AiUnavailableNote() {
  const { t } = useTranslation("ai-apps");
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-border bg-surface-muted p-3 text-sm text-foreground"
      role="note"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t("errors.aiNotConfigured")}
    </p>
  );
}
