import { Link } from "../../../../lib/router";
import { useTranslation } from "../../../../lib/translation/use-translation";
import type { TCourseSummary } from "../../../../../contracts/courses";
import { PUBLIC_PATHS } from "../../../../../contracts/routes";
import { Badge } from "../../../../ui/badge";
import { CATALOGUE_APPS, type TrainingPlanOutline } from "../training-modules";
import type { TrainingContent } from "../../../../../i18n/content/training-generator/shape";
import type { PlanLabels, PlanModuleView } from "../training-plan-export";

/** The plan on screen: summary, one card per module with its weeks, objectives, activities and apps to practise with. */
export function TrainingPlanView({
  outline,
  modules,
  labels,
  content,
  suggestedCourses,
}: {
  outline: TrainingPlanOutline;
  modules: PlanModuleView[];
  labels: PlanLabels;
  content: TrainingContent;
  /** Microcourses of our catalogue that fit the plan's goals and level. */
  suggestedCourses: TCourseSummary[];
}) {
  const { t } = useTranslation("ai-apps");
  return (
    <article aria-labelledby="training-plan" className="flex flex-col gap-4">
      <div>
        <h2 id="training-plan" className="text-2xl font-semibold text-foreground">
          {labels.title}
        </h2>
        <p className="font-medium text-foreground" data-testid="training-summary">
          {labels.summary}
        </p>
        <p className="text-sm text-muted">{labels.profile}</p>
        {labels.forAudience && <p className="text-sm text-muted">{labels.forAudience}</p>}
      </div>
      <ol className="flex flex-col gap-4">
        {modules.map((module, index) => {
          const planned = outline.modules[index];
          return (
            <li key={module.heading} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold text-foreground">{module.heading}</h3>
                <Badge>{module.meta}</Badge>
              </div>
              <div className="grid gap-4 md:grid-cols-2">
                <div>
                  <h4 className="text-sm font-semibold text-foreground">{labels.objectives}</h4>
                  <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-foreground">
                    {module.objectives.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-foreground">{labels.activities}</h4>
                  <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-foreground">
                    {module.activities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <p className="flex flex-wrap items-center gap-2 text-sm text-foreground">
                <span className="font-semibold">{labels.practiseWith}:</span>
                {planned?.apps.map((app) => (
                  <Link
                    key={app}
                    to={CATALOGUE_APPS[app]}
                    className="rounded text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    {content.apps[app]}
                  </Link>
                ))}
              </p>
            </li>
          );
        })}
      </ol>
      {suggestedCourses.length > 0 && (
        <section aria-labelledby="suggested-courses" className="flex flex-col gap-2">
          <h3 id="suggested-courses" className="text-lg font-semibold text-foreground">
            {t("trainingGenerator.suggestedCourses")}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {suggestedCourses.map((course) => (
              <li key={course.slug}>
                <Link
                  to={`${PUBLIC_PATHS.microcourses}/${encodeURIComponent(course.slug)}`}
                  className="font-medium text-accent underline-offset-4 hover:underline"
                >
                  {course.title}
                </Link>{" "}
                <span className="text-muted">
                  · {t("trainingGenerator.courseMinutes", { count: Math.max(1, Math.round(course.totalSeconds / 60)) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-sm text-foreground">
        {labels.microcourses}{" "}
        <Link
          to={PUBLIC_PATHS.microcourses}
          className="font-medium text-accent underline-offset-4 hover:underline"
          data-print-hide
        >
          {t("trainingGenerator.seeMicrocourses")}
        </Link>
      </p>
      {labels.leftOut && <p className="text-sm text-muted">{labels.leftOut}</p>}
    </article>
  );
}
