import { useTranslation } from "../translation/use-translation";
import { useUsage } from "./get-usage";

/**
 * Says that this installation has no AI provider, before anyone types a question (the usage
 * report carries `aiConfigured`). Renders nothing while it is unknown or when AI is there.
 */
export function AiNotConfiguredNote() {
  const { t } = useTranslation("assistants");
  const usage = useUsage();
  if (usage.data?.aiConfigured !== false) return null;
  return (
    <div role="status" className="rounded-lg border border-border bg-surface-muted px-4 py-3 text-sm">
      <p className="font-semibold text-foreground">{t("chat.notConfiguredTitle")}</p>
      <p className="mt-1 text-muted">{t("errors.ai_not_configured")}</p>
    </div>
  );
}

/** False only once the server said that AI is not configured. */
export function useIsAiAvailable(): boolean {
  return useUsage().data?.aiConfigured !== false;
}
