import { useTranslation } from "../../../lib/translation/use-translation";
import type { TCourseProgress } from "../../../../contracts/courses";

export function CourseProgressBar({ progress }: { progress: TCourseProgress }) {
  const { t } = useTranslation("courses");
  const percent = progress.totalLessons ? Math.round((progress.completedLessons / progress.totalLessons) * 100) : 0;
  const label = t("meta.progress", { completed: progress.completedLessons, total: progress.totalLessons });
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}
