import { useTranslation } from "../../../lib/translation/use-translation";
import { CalendarDays, Clock } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useFormatDate } from "../../../lib/use-format-date";

/** The publication date and the read time of a post. */
export function PostMeta({
  publishedAt,
  readTime,
  className,
}: {
  publishedAt: string;
  readTime: number;
  className?: string;
}) {
  const { t } = useTranslation("blog");
  const formatDate = useFormatDate("date");
  return (
    <p className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {t("post.readTime", { count: readTime })}
      </span>
    </p>
  );
}
