import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAssistantUsageRow } from "../../../../contracts/assistants";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAssistantUsageReport } from "../api/admin-assistants";

const REPORT_DAYS = 30;

/** Queries per assistant and day as a small bar chart (per day) and a table. */
export function UsageReport() {
  const { t, i18n } = useTranslation("admin-assistants");
  const report = useAssistantUsageReport(REPORT_DAYS);
  const format = new Intl.NumberFormat(i18n.language);
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
          <Table label={t("usage.title")}>
            <TableHead>
              <tr>
                <TableHeader>{t("usage.day")}</TableHeader>
                <TableHeader>{t("usage.assistant")}</TableHeader>
                <TableHeader>{t("usage.queries")}</TableHeader>
                <TableHeader>{t("usage.failed")}</TableHeader>
                <TableHeader>{t("usage.inputTokens")}</TableHeader>
                <TableHeader>{t("usage.outputTokens")}</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.day}-${row.assistantSlug ?? ""}`}>
                  <TableCell>{row.day}</TableCell>
                  <TableCell>{row.assistantName ?? t("usage.deleted")}</TableCell>
                  <TableCell>{format.format(row.queries)}</TableCell>
                  <TableCell>{format.format(row.failed)}</TableCell>
                  <TableCell>{row.inputTokens === null ? "—" : format.format(row.inputTokens)}</TableCell>
                  <TableCell>{row.outputTokens === null ? "—" : format.format(row.outputTokens)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
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
