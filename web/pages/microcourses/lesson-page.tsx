import { useState } from "react";
import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import type { TCourseProgress } from "../../../contracts/courses";
import { ApiError } from "../../lib/api";
import { ArticleQuestions } from "../../features/assistants/components/article-questions";
import { useAuth } from "../../lib/auth-context";
import { useCourse } from "../../features/courses/api/get-courses";
import { useLesson } from "../../features/courses/api/get-lesson";
import { useSaveProgress } from "../../features/courses/api/save-progress";
import { isNotWatchedError, useWatchedTime } from "../../features/courses/hooks/use-watched-time";
import { CompletionPanel } from "../../features/courses/components/completion-panel";
import { CourseProgressBar } from "../../features/courses/components/course-progress-bar";
import { LessonFiles } from "../../features/courses/components/lesson-files";
import { LessonOutline } from "../../features/courses/components/lesson-outline";
import { LessonVideo } from "../../features/courses/components/lesson-video";
import { TierLock } from "../../features/courses/components/tier-lock";
import { useDocumentTitle } from "../../lib/use-document-title";
import { Button } from "../../ui/button";
import { ListError } from "../../ui/list-states";
import { RenderedMarkdown } from "../../ui/rendered-markdown";
import { DetailPlaceholder } from "../../ui/placeholders";
import { NotFoundPage } from "../not-found-page";

/**
 * /microcursos/{courseSlug}/{lessonSlug}: the video (resumes, speed, captions), text, images,
 * attachments, mark complete (automatic near the end), previous/next, the outline and "ask
 * this lesson". A learner below the course's tier, or a visitor, meets the lock instead.
 */
export function LessonPage() {
  const { courseSlug = "", lessonSlug = "" } = useParams();
  const { user, loading } = useAuth();
  const lesson = useLesson(courseSlug, lessonSlug);
  const course = useCourse(courseSlug);
  const path = `/microcursos/${encodeURIComponent(courseSlug)}/${encodeURIComponent(lessonSlug)}`;
  useDocumentTitle(lesson.data?.title ?? course.data?.title);

  if (loading || course.isPending) return <DetailPlaceholder />;
  if (course.isError && course.error instanceof ApiError && course.error.status === 404) return <NotFoundPage />;
  // A lesson the course does not have is a 404 for everyone (the server answers the page with 404 too).
  if (course.data && !course.data.lessons.some((item) => item.slug === lessonSlug)) return <NotFoundPage />;
  const isLocked = !user || (lesson.error instanceof ApiError && lesson.error.status === 403);
  if (isLocked && course.data) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">
            {course.data.lessons.find((item) => item.slug === lessonSlug)?.title ?? course.data.title}
          </h1>
          <TierLock tier={course.data.requiredTier} isSignedIn={Boolean(user)} returnTo={path} />
        </div>
        <LessonSidebar courseSlug={courseSlug} currentSlug={lessonSlug} />
      </div>
    );
  }
  if (lesson.isPending) return <DetailPlaceholder />;
  if (lesson.isError) {
    if (lesson.error instanceof ApiError && lesson.error.status === 404) return <NotFoundPage />;
    return <LessonError onRetry={() => void lesson.refetch()} />;
  }
  return <LessonView key={lesson.data.id} courseSlug={courseSlug} lessonSlug={lessonSlug} path={path} />;
}

function LessonError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("courses");
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <ListError message={t("lesson.error")} onRetry={onRetry} />
    </div>
  );
}

function LessonView({ courseSlug, lessonSlug, path }: { courseSlug: string; lessonSlug: string; path: string }) {
  const { t } = useTranslation("courses");
  const lesson = useLesson(courseSlug, lessonSlug).data;
  const save = useSaveProgress(courseSlug, lessonSlug);
  const { counter, saveWithWatchedTime } = useWatchedTime(save.mutateAsync);
  const [isCompleted, setIsCompleted] = useState(lesson?.isCompleted ?? false);
  const [isNotWatched, setIsNotWatched] = useState(false);
  const [savedProgress, setProgress] = useState<TCourseProgress | null>(lesson?.course.progress ?? null);
  // The course query is refreshed after a completion and after the certificate is issued.
  const progress = useCourse(courseSlug).data?.progress ?? savedProgress;
  if (!lesson) return null;
  const base = `/microcursos/${encodeURIComponent(courseSlug)}`;
  const index = lesson.course.lessons.findIndex((item) => item.slug === lesson.slug);
  const complete = () => {
    setIsCompleted(true);
    setIsNotWatched(false);
    saveWithWatchedTime({ isCompleted: true }).then(
      (saved) => setProgress(saved.course),
      (error: unknown) => {
        // A video lesson completes once half of it was watched (docs/decisions.md, "Watched time for completion").
        if (isNotWatchedError(error)) {
          setIsCompleted(false);
          setIsNotWatched(true);
        }
      },
    );
  };
  const savePosition = (positionSeconds: number) => {
    saveWithWatchedTime({ positionSeconds }).catch(() => undefined);
  };
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <article className="min-w-0 space-y-6">
        <header className="space-y-2">
          <Link to={base} className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {lesson.course.title}
          </Link>
          <p className="text-sm text-muted">
            {t("lesson.lessonOf", { number: index + 1, total: lesson.course.lessons.length })}
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">{lesson.title}</h1>
        </header>
        <LessonVideo lesson={lesson} counter={counter} onSave={savePosition} onNearEnd={complete} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {isCompleted ? (
            <p role="status" className="inline-flex items-center gap-2 font-medium text-emerald-700">
              <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
              {t("lesson.completed")}
            </p>
          ) : (
            <div className="flex flex-col gap-1">
              <Button
                variant="secondary"
                onClick={complete}
                className="self-start"
                aria-describedby={lesson.video ? "completion-rule" : undefined}
              >
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t("lesson.markComplete")}
              </Button>
              {/* The rule is said before the click, not only when a click is refused. */}
              {lesson.video && !isNotWatched && (
                <p id="completion-rule" className="text-sm text-muted">
                  {t("lesson.completionRule")}
                </p>
              )}
            </div>
          )}
          <nav aria-label={t("lesson.outline")} className="flex gap-2">
            {lesson.previousSlug && (
              <Button asChild variant="ghost">
                <Link to={`${base}/${encodeURIComponent(lesson.previousSlug)}`} rel="prev">
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                  {t("lesson.previous")}
                </Link>
              </Button>
            )}
            {lesson.nextSlug && (
              <Button asChild>
                <Link to={`${base}/${encodeURIComponent(lesson.nextSlug)}`} rel="next">
                  {t("lesson.next")}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              </Button>
            )}
          </nav>
        </div>
        {isNotWatched && !isCompleted && (
          <p role="status" className="text-sm font-medium text-foreground">
            {t("lesson.notWatched")}
          </p>
        )}
        {save.isError && !isNotWatchedError(save.error) && (
          <p role="alert" className="text-sm text-red-700">
            {t("lesson.saveError")}
          </p>
        )}
        <RenderedMarkdown html={lesson.contentHtml} />
        <LessonFiles lesson={lesson} />
        <ArticleQuestions
          slug={lesson.slug}
          chatApi={`/api/courses/${encodeURIComponent(courseSlug)}/lessons/${encodeURIComponent(lessonSlug)}/chat`}
          title={t("ask.title")}
          text={t("ask.text")}
          openLabel={t("ask.open")}
          returnTo={path}
        />
      </article>
      <aside className="space-y-6">
        {progress?.isCompleted && (
          <CompletionPanel
            slug={courseSlug}
            certificateCode={progress.certificateCode}
            hasCertificateName={progress.hasCertificateName}
          />
        )}
        {progress && (
          <div className="rounded-2xl border border-border bg-surface p-5">
            <CourseProgressBar progress={progress} />
          </div>
        )}
        <LessonSidebar courseSlug={courseSlug} currentSlug={lessonSlug} />
      </aside>
    </div>
  );
}

function LessonSidebar({ courseSlug, currentSlug }: { courseSlug: string; currentSlug: string }) {
  const { t } = useTranslation("courses");
  const course = useCourse(courseSlug);
  if (!course.data) return null;
  return (
    <div className="space-y-3">
      <h2 id="outline-title" className="text-lg font-semibold text-foreground">
        {t("lesson.outline")}
      </h2>
      <LessonOutline course={course.data} currentSlug={currentSlug} headingId="outline-title" />
    </div>
  );
}
