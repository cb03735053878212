import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAdminDashboard } from "../../../../contracts/admin-dashboard";
import { useFormatDate } from "../../../lib/use-format-date";
import { Card } from "../../../ui/card";

/** Sign-ups per week as small columns; each column is labelled for screen readers. */
export function SignupsChart({ weeks }: { weeks: TAdminDashboard["signups_per_week"] }) {
  const { t } = useTranslation("admin-dashboard");
  const formatDate = useFormatDate("mediumDate");
  const highest = Math.max(1, ...weeks.map((week) => week.count));
  return (
    <Card className="p-5">
      <h2 className="font-semibold">{t("signups")}</h2>
      <ul className="mt-4 flex h-40 items-end gap-1.5">
        {weeks.map((week) => {
          const label = t("signupsLabel", { date: formatDate(`${week.week_start}T00:00:00Z`), count: week.count });
          return (
            <li key={week.week_start} className="flex h-full flex-1 flex-col justify-end" title={label}>
              <span className="sr-only">{label}</span>
              <span className="mb-1 text-center text-[10px] text-muted" aria-hidden="true">
                {week.count}
              </span>
              <span
                aria-hidden="true"
                className="block rounded-t bg-accent"
                style={{ height: `${Math.max(2, (week.count / highest) * 100)}%` }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{weeks[0] ? formatDate(`${weeks[0].week_start}T00:00:00Z`) : ""}</span>
        <span>{weeks.at(-1) ? formatDate(`${weeks.at(-1)?.week_start ?? ""}T00:00:00Z`) : ""}</span>
      </div>
    </Card>
  );
}
