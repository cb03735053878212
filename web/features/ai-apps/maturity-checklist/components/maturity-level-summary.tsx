import { useTranslation } from "../../../../lib/translation/use-translation";
import { MATURITY_DIMENSIONS, type TMaturityResult } from "../../../../../contracts/maturity-scoring";
import { RadarChart, type RadarSeries } from "../../components/radar-chart";
import type { MaturityContent } from "../maturity-content";

export const SERIES_COLORS = ["#4f46e5", "#0d9488", "#d97706", "#db2777", "#475569"];

/** The chart's series for one result, labelled by the caller (a date in the history). */
export function toRadarSeries(result: TMaturityResult, label: string, index = 0): RadarSeries {
  return {
    label,
    values: MATURITY_DIMENSIONS.map((dimension) => result.dimensions[dimension]),
    color: SERIES_COLORS[index % SERIES_COLORS.length] ?? "#4f46e5",
  };
}

/** The overall level with its name and description, the overall score and the radar chart. */
export function MaturityLevelSummary({
  content,
  result,
  series,
}: {
  content: MaturityContent;
  result: TMaturityResult;
  series?: RadarSeries[];
}) {
  const { t } = useTranslation("ai-apps");
  const level = content.levels[`${result.level}`];
  const axes = MATURITY_DIMENSIONS.map((dimension) => content.dimensions[dimension].name);
  const values = MATURITY_DIMENSIONS.map(
    (dimension) => `${content.dimensions[dimension].name} ${result.dimensions[dimension]} %`,
  ).join(", ");
  return (
    <div className="grid items-center gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <p className="text-2xl font-bold text-accent" data-testid="maturity-level">
          {t("checklist.levelLabel", { level: result.level, name: level.name })}
        </p>
        <p className="text-foreground">{level.description}</p>
        <p className="font-medium text-foreground">{t("checklist.overall", { score: result.overall })}</p>
        <ol className="mt-2 flex gap-1" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((step) => (
            <li key={step} className={`h-2 flex-1 rounded-full ${step <= result.level ? "bg-accent" : "bg-border"}`} />
          ))}
        </ol>
      </div>
      <RadarChart
        axes={axes}
        series={series ?? [toRadarSeries(result, t("checklist.resultTitle"))]}
        title={t("checklist.chartTitle")}
        description={t("checklist.chartDescription", { values })}
      />
    </div>
  );
}
