import { Link } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { Route } from "lucide-react";
import { useLearningPaths } from "../../features/courses/api/get-learning-paths";
import { CourseCard } from "../../features/courses/components/course-card";
import { formatDuration } from "../../features/courses/components/format-duration";
import { Button } from "../../ui/button";
import { ListEmpty, ListError } from "../../ui/list-states";
import { PageHeader } from "../../ui/page-header";
import { ListingPlaceholder } from "../../ui/placeholders";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /cursos: learning paths built from microcourses, each with its courses in order and total time. */
export function CoursesPage() {
  const { t } = useTranslation("courses");
  useDocumentTitle(t("paths.title"));
  const paths = useLearningPaths();
  if (paths.isPending) return <ListingPlaceholder />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={t("paths.title")} description={t("paths.description")} />
      {paths.isError ? (
        <ListError message={t("paths.error")} onRetry={() => void paths.refetch()} />
      ) : paths.data.paths.length === 0 ? (
        <ListEmpty icon={Route}>{t("paths.empty")}</ListEmpty>
      ) : (
        <div className="space-y-12">
          {paths.data.paths.map((path, pathIndex) => {
            const started = path.courses.some((course) => (course.progress?.completedLessons ?? 0) > 0);
            const next = path.courses.find((course) => !course.progress?.isCompleted) ?? path.courses[0];
            return (
              <section key={path.id} aria-labelledby={`path-${path.slug}`} className="space-y-5">
                <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
                  <div className="space-y-2">
                    <h2 id={`path-${path.slug}`} className="text-2xl font-semibold text-foreground">
                      {path.title}
                    </h2>
                    <p className="max-w-2xl text-muted">{path.description}</p>
                    <p className="text-sm font-medium text-foreground">
                      {t("paths.courses", { count: path.courses.length })} ·{" "}
                      {t("paths.totalTime", { time: formatDuration(t, path.totalSeconds) })}
                    </p>
                  </div>
                  {next && (
                    <Button asChild size="lg" className="shrink-0">
                      <Link to={`/microcursos/${encodeURIComponent(next.slug)}`}>
                        {started ? t("paths.continue") : t("paths.cta")}
                      </Link>
                    </Button>
                  )}
                </div>
                <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {path.courses.map((course, index) => (
                    <li key={course.id} className="flex">
                      <CourseCard course={course} isFirst={pathIndex === 0 && index === 0} />
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
          <Button asChild variant="secondary">
            <Link to="/microcursos">{t("paths.allCourses")}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
