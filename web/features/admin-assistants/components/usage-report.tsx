import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAssistantUsageRow } from "../../../../contracts/assistants";
import { DataTable } from "../../../ui/data-table";
import { useAssistantUsageReport } from "../api/admin-assistants";
import { numberFormat } from "../../../lib/intl-formats";

const REPORT_DAYS = 30;

/** Queries per assistant and day as a small bar chart (per day) and a table. */
export function UsageReport() {
  const { t, i18n } = useTranslation("admin-assistants");
  const report = useAssistantUsageReport(REPORT_DAYS);
  const format = numberFormat(i18n.language);
  const rows = report.data?.rows ?? [];
  return (
    <section className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-foreground">{t("usage.title")}</h2>
        <p className="text-sm text-muted">{t("usage.days", { count: REPORT_DAYS })}</p>
      </div>
      {report.isSuccess && rows.length === 0 && <p className="text-muted">{t("usage.empty")}</p>}
      {rows.length > 0 && (
        <>
          <DailyChart rows={rows} label={t("usage.chartLabel")} />
          <DataTable
            label={t("usage.title")}
            rows={rows.map((row) => ({ ...row, id: `${row.day}-${row.assistantSlug ?? ""}` }))}
            columns={[
              { header: t("usage.day"), cell: (row) => row.day },
              { header: t("usage.assistant"), cell: (row) => row.assistantName ?? t("usage.deleted") },
              { header: t("usage.queries"), cell: (row) => format.format(row.queries) },
              { header: t("usage.failed"), cell: (row) => format.format(row.failed) },
              {
                header: t("usage.inputTokens"),
                cell: (row) => (row.inputTokens === null ? "—" : format.format(row.inputTokens)),
              },
              {
                header: t("usage.outputTokens"),
                cell: (row) => (row.outputTokens === null ? "—" : format.format(row.outputTokens)),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

/** One bar per day with queries, oldest on the left; the table carries the exact figures. */
function DailyChart({ rows, label }: { rows: TAssistantUsageRow[]; label: string }) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.day, (totals.get(row.day) ?? 0) + row.queries);
  const days = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  const max = Math.max(1, ...days.map(([, total]) => total));
  const width = 24;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${days.length * width} 100`}
      className="h-32 w-full max-w-2xl"
      preserveAspectRatio="none"
    >
      {days.map(([day, total], index) => {
        const height = (total / max) * 90;
        return (
          <rect
            key={day}
            x={index * width + 4}
            y={100 - height}
            width={width - 8}
            height={height}
            rx={2}
            className="fill-accent"
          >
            <title>{`${day}: ${total}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
