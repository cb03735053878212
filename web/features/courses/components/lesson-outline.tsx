import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { CheckCircle2, Circle, Lock, PlayCircle } from "lucide-react";
import type { TCourseDetail } from "../../../../contracts/courses";
import { useAuth } from "../../../lib/auth-context";
import { cn } from "../../../lib/cn";
import { formatDuration } from "./format-duration";

/**
 * The course's lessons in order, each with its time and state (done, locked, current). Every
 * lesson is a link, locked or not: its page says what opens it (sign-in, or the plan).
 */
export function LessonOutline({
  course,
  currentSlug,
  headingId,
}: {
  course: TCourseDetail;
  currentSlug?: string;
  headingId: string;
}) {
  const { t } = useTranslation("courses");
  const { user } = useAuth();
  const tier = t(`tiers.${course.requiredTier}`, { ns: "common" });
  // A free course is locked only for a visitor, and any account opens it.
  const isFreeForVisitor = !user && course.requiredTier === "free";
  return (
    <ol
      aria-labelledby={headingId}
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
    >
      {course.lessons.map((lesson, index) => {
        const isCurrent = lesson.slug === currentSlug;
        const isTierLocked = lesson.isLocked && !isFreeForVisitor;
        const Icon = isTierLocked ? Lock : lesson.isCompleted ? CheckCircle2 : isCurrent ? PlayCircle : Circle;
        const state = lesson.isLocked
          ? isFreeForVisitor
            ? t("course.freeAccountLesson")
            : t("course.lockedLesson", { tier })
          : lesson.isCompleted
            ? t("course.completedLesson")
            : undefined;
        const body = (
          <>
            <Icon
              className={cn(
                "h-5 w-5 shrink-0",
                lesson.isCompleted ? "text-emerald-600" : isTierLocked ? "text-muted" : "text-accent",
              )}
              aria-hidden="true"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">
                {index + 1}. {lesson.title}
              </span>
              {state && <span className="block text-xs text-muted">{state}</span>}
            </span>
            <span className="shrink-0 text-sm text-muted">{formatDuration(t, lesson.durationSeconds)}</span>
          </>
        );
        return (
          <li key={lesson.id}>
            <Link
              to={`/microcursos/${encodeURIComponent(course.slug)}/${encodeURIComponent(lesson.slug)}`}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted",
                isTierLocked ? "text-muted" : "text-foreground",
                isCurrent && "bg-accent-soft",
              )}
            >
              {body}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
