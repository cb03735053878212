import { useTranslation } from "../translation/use-translation";
import { useUsage } from "./get-usage";
import { dateTimeFormat } from "../intl-formats";

/** Today's remaining AI queries, near the message box; refreshed after each answer. */
export function UsageIndicator() {
  const { t, i18n } = useTranslation("assistants");
  const usage = useUsage();
  if (!usage.data) return null;
  const { used, limit, resetsAt } = usage.data;
  const time = dateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit" }).format(new Date(resetsAt));
  return (
    <p className="text-xs text-muted" data-testid="usage">
      {limit === null ? t("chat.unlimited") : t("chat.remaining", { count: Math.max(0, limit - used) })}
      {limit !== null && ` · ${t("chat.resetsAt", { time })}`}
    </p>
  );
}
