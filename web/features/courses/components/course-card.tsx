import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { BookOpen, CheckCircle2, Clock } from "lucide-react";
import type { TCourseSummary } from "../../../../contracts/courses";
import { Badge } from "../../../ui/badge";
import { CourseCover } from "./course-cover";
import { CourseProgressBar } from "./course-progress-bar";
import { formatDuration } from "./format-duration";

interface CourseCardProps {
  course: TCourseSummary;
  /** The first card's cover is the page's largest paint: fetch it at once. */
  isFirst?: boolean;
}

/** A microcourse as a card: cover, title, excerpt, category, level, time, lessons, tier and progress. */
export function CourseCard({ course, isFirst = false }: CourseCardProps) {
  const { t } = useTranslation("courses");
  const tier = t(`tiers.${course.requiredTier}`, { ns: "common" });
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:border-accent">
      {course.coverImageUrl ? (
        <CourseCover
          url={course.coverImageUrl}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          isPriority={isFirst}
        />
      ) : (
        <div className="flex aspect-[1200/630] w-full items-center justify-center bg-accent-soft text-accent">
          <BookOpen className="h-10 w-10" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <Badge>{t(`categories.${course.category}`)}</Badge>
          <Badge className="bg-surface-muted text-muted">{t(`levels.${course.level}`)}</Badge>
          <Badge
            className={course.requiredTier === "free" ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"}
          >
            {t("meta.tier", { tier })}
          </Badge>
        </div>
        <h2 className="text-lg font-semibold text-foreground">
          <Link
            to={`/microcursos/${encodeURIComponent(course.slug)}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </h2>
        <p className="flex-1 text-sm text-muted">{course.excerpt}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {formatDuration(t, course.totalSeconds)}
          </span>
          <span className="inline-flex items-center gap-1">
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            {t("meta.lessons", { count: course.lessonCount })}
          </span>
          {course.progress?.isCompleted && (
            <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {t("meta.completed")}
            </span>
          )}
        </p>
        {course.progress && course.progress.completedLessons > 0 && <CourseProgressBar progress={course.progress} />}
      </div>
    </article>
  );
}
