import type { TFunction } from "../../../lib/translation/t-function";

/** "8 s", "45 min", "2 h", "1 h 30 min": a short demo clip is not rounded up to a minute. */
export function formatDuration(t: TFunction<"courses">, seconds: number): string {
  if (seconds > 0 && seconds < 60) return t("duration.seconds", { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("duration.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t("duration.hours", { hours }) : t("duration.hoursMinutes", { hours, minutes: rest });
}
