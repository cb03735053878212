import type { TFunction } from "../../../lib/translation/t-function";

/** "45 min", "2 h", "1 h 30 min". */
export function formatDuration(t: TFunction<"courses">, minutes: number): string {
  if (minutes < 60) return t("duration.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("duration.hours", { hours }) : t("duration.hoursMinutes", { hours, minutes: rest });
}
