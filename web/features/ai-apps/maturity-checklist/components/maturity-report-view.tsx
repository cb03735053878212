import { useTranslation } from "../../../../lib/translation/use-translation";
import type { TMaturityAssessment } from "../../../../../contracts/maturity-checklist";
import { Badge } from "../../../../ui/badge";
import { useFormatDate } from "../../../../lib/use-format-date";
import { useContentLanguage } from "../../../../lib/use-app-content";
import type { RadarSeries } from "../../components/radar-chart";
import { ResultActions } from "../../../../lib/premium-apps/result-actions";
import type { MaturityContent } from "../maturity-content";
import { buildMaturityMarkdown, buildReportSections, type MaturityReportLabels } from "../maturity-report";
import { MaturityLevelSummary } from "./maturity-level-summary";

/** The premium report of one saved assessment: level, chart (with any compared ones), each dimension, actions. */
export function MaturityReportView({
  content,
  assessment,
  series,
}: {
  content: MaturityContent;
  assessment: TMaturityAssessment;
  series: RadarSeries[];
}) {
  const { t } = useTranslation("ai-apps");
  const language = useContentLanguage();
  const formatDate = useFormatDate("date");
  const level = content.levels[`${assessment.level}` as "1"];
  const labels: MaturityReportLabels = {
    title: t("checklist.reportTitle"),
    subtitle: t("checklist.reportDate", { date: formatDate(assessment.createdAt) }),
    level: t("checklist.levelLabel", { level: assessment.level, name: level.name }),
    overall: t("checklist.overall", { score: assessment.overall }),
    dimensionsTitle: t("checklist.dimensionsTitle"),
    recommendationsTitle: t("checklist.recommendationsTitle"),
    weak: t("checklist.weak"),
    strong: t("checklist.strong"),
    strongText: t("checklist.strongText"),
  };
  const getPdf = async () => {
    const { buildMaturityPdf } = await import("../maturity-pdf");
    return buildMaturityPdf(content, labels, assessment, language);
  };

  return (
    <article aria-labelledby="maturity-report" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="maturity-report" className="text-2xl font-semibold text-foreground">
            {labels.title}
          </h2>
          <p className="text-muted">{labels.subtitle}</p>
        </div>
        <ResultActions
          fileName={t("checklist.fileName")}
          getMarkdown={() => buildMaturityMarkdown(content, labels, assessment)}
          getPdf={getPdf}
        />
      </div>

      <section className="rounded-2xl border border-border bg-surface p-6">
        <MaturityLevelSummary content={content} result={assessment} series={series} />
      </section>

      <section aria-labelledby="maturity-dimensions" className="flex flex-col gap-4">
        <h3 id="maturity-dimensions" className="text-xl font-semibold text-foreground">
          {labels.dimensionsTitle}
        </h3>
        <ul className="grid gap-4 md:grid-cols-2">
          {buildReportSections(content, assessment).map((section) => (
            <li key={section.name} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
              <div className="flex items-center justify-between gap-3">
                <h4 className="text-lg font-semibold text-foreground">{section.name}</h4>
                <Badge className={section.isWeak ? "bg-amber-100 text-amber-900" : undefined}>
                  {section.isWeak ? labels.weak : labels.strong}
                </Badge>
              </div>
              <div className="flex items-center gap-3">
                <div className="h-2.5 flex-1 rounded-full bg-border" aria-hidden="true">
                  <div className="h-2.5 rounded-full bg-accent" style={{ width: `${section.score}%` }} />
                </div>
                <span className="font-semibold text-foreground">
                  {t("checklist.dimensionScore", { score: section.score })}
                </span>
              </div>
              <p className="text-sm text-muted">{section.description}</p>
              {section.isWeak ? (
                <div>
                  <p className="text-sm font-medium text-foreground">{labels.recommendationsTitle}</p>
                  <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-foreground">
                    {section.recommendations.map((recommendation) => (
                      <li key={recommendation}>{recommendation}</li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="text-sm text-foreground">{labels.strongText}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
