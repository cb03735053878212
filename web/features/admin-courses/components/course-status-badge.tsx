import { useTranslation } from "../../../lib/translation/use-translation";
import type { COURSE_STATUSES } from "../../../../contracts/courses";
import { Badge } from "../../../ui/badge";

/** Draft or published, for a course or a learning path. */
export function CourseStatusBadge({ status }: { status: (typeof COURSE_STATUSES)[number] }) {
  const { t } = useTranslation("admin-courses");
  return (
    <Badge className={status === "published" ? "bg-emerald-50 text-emerald-800" : "bg-surface-muted text-muted"}>
      {t(`courses.status.${status}`)}
    </Badge>
  );
}
