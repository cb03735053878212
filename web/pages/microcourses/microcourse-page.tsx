import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowLeft, BarChart3, CheckCircle2, Clock } from "lucide-react";
import { ApiError } from "../../lib/api";
import { useAuth } from "../../lib/auth-context";
import { useCourse } from "../../features/courses/api/get-courses";
import { CompletionPanel } from "../../features/courses/components/completion-panel";
import { CourseCover } from "../../features/courses/components/course-cover";
import { CourseProgressBar } from "../../features/courses/components/course-progress-bar";
import { formatDuration } from "../../features/courses/components/format-duration";
import { LessonOutline } from "../../features/courses/components/lesson-outline";
import { TierLock } from "../../features/courses/components/tier-lock";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ListError } from "../../ui/list-states";
import { DetailPlaceholder } from "../../ui/placeholders";
import { NotFoundPage } from "../not-found-page";

/** /microcursos/{courseSlug}: description, what you learn, lessons with times, progress, start or continue. */
export function MicrocoursePage() {
  const { t } = useTranslation("courses");
  const { courseSlug = "" } = useParams();
  const { user } = useAuth();
  const course = useCourse(courseSlug);
  useDocumentTitle(course.data?.title);
  if (course.isPending) return <DetailPlaceholder />;
  if (course.isError) {
    if (course.error instanceof ApiError && course.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ListError message={t("course.error")} onRetry={() => void course.refetch()} />
      </div>
    );
  }
  const data = course.data;
  const progress = data.progress;
  const next = progress?.nextLessonSlug ?? data.lessons[0]?.slug;
  const action =
    !progress || progress.completedLessons === 0
      ? t("course.start")
      : progress.isCompleted
        ? t("course.review")
        : t("course.continue");
  const path = `/microcursos/${encodeURIComponent(data.slug)}`;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-8">
        <Link
          to="/microcursos"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t("course.back")}
        </Link>
        <header className="space-y-4">
          <div className="flex flex-wrap gap-2">
            <Badge>{t(`categories.${data.category}`)}</Badge>
            <Badge
              className={data.requiredTier === "free" ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"}
            >
              {t("meta.tier", { tier: t(`tiers.${data.requiredTier}`, { ns: "common" }) })}
            </Badge>
          </div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{data.title}</h1>
          <p className="text-lg text-muted">{data.excerpt}</p>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <div className="flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" />
              <dt>{t("course.totalTime")}:</dt>
              <dd className="font-medium text-foreground">{formatDuration(t, data.totalSeconds)}</dd>
            </div>
            <div className="flex items-center gap-1">
              <BarChart3 className="h-4 w-4" aria-hidden="true" />
              <dt>{t("course.level")}:</dt>
              <dd className="font-medium text-foreground">{t(`levels.${data.level}`)}</dd>
            </div>
          </dl>
        </header>
        {data.coverImageUrl && (
          <CourseCover
            url={data.coverImageUrl}
            sizes="(min-width: 1024px) 760px, 100vw"
            className="rounded-2xl border border-border"
            isPriority
          />
        )}
        <p className="whitespace-pre-line text-foreground">{data.description}</p>
        {data.learnings.length > 0 && (
          <section aria-labelledby="learnings-title" className="rounded-2xl border border-border bg-surface p-6">
            <h2 id="learnings-title" className="text-xl font-semibold text-foreground">
              {t("course.whatYouLearn")}
            </h2>
            <ul className="mt-4 space-y-2">
              {data.learnings.map((learning) => (
                <li key={learning} className="flex gap-2 text-foreground">
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
                  {learning}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <aside className="space-y-6">
        {progress?.isCompleted && (
          <CompletionPanel
            slug={data.slug}
            certificateCode={progress.certificateCode}
            hasCertificateName={progress.hasCertificateName}
          />
        )}
        {data.canAccess ? (
          <div className="space-y-4 rounded-2xl border border-border bg-surface p-5">
            {progress && <CourseProgressBar progress={progress} />}
            {next && (
              <Button asChild size="lg" className="w-full">
                <Link to={`${path}/${encodeURIComponent(next)}`}>{action}</Link>
              </Button>
            )}
          </div>
        ) : (
          <TierLock tier={data.requiredTier} isSignedIn={Boolean(user)} returnTo={path} />
        )}
        <h2 id="lessons-title" className="text-lg font-semibold text-foreground">
          {t("course.lessons")}
        </h2>
        <LessonOutline course={data} headingId="lessons-title" />
      </aside>
    </div>
  );
}
