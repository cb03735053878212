import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Clock, Reply } from "lucide-react";
import type { TPublicComment } from "../../../../contracts/comments";
import { cn } from "../../../lib/cn";
import { useFormatDate } from "../../../lib/use-format-date";

interface CommentItemProps {
  comment: TPublicComment;
  onReply?: () => void;
  children?: ReactNode;
}

/** One comment; its text is plain text (React escapes it), never HTML or Markdown. */
export function CommentItem({ comment, onReply, children }: CommentItemProps) {
  const { t } = useTranslation("blog");
  const formatDateTime = useFormatDate("dateTime");
  const isPending = comment.status === "pending";
  return (
    <article id={`comment-${comment.id}`} data-testid="comment" className="flex gap-3 sm:gap-4">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold uppercase text-accent"
      >
        {comment.name.trim().charAt(0) || "?"}
      </span>
      <div className="min-w-0 flex-1">
        <div
          className={cn(
            "rounded-2xl border border-border bg-surface p-4",
            isPending && "border-dashed border-amber-300 bg-amber-50/60",
          )}
        >
          <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="font-semibold">{comment.name}</h3>
            <time dateTime={comment.createdAt} className="text-xs text-muted">
              {formatDateTime(comment.createdAt)}
            </time>
            {isPending && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                <Clock className="h-3 w-3" aria-hidden="true" />
                {t("comments.pending")}
              </span>
            )}
          </header>
          <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">{comment.content}</p>
          {isPending && <p className="mt-2 text-xs text-amber-800">{t("comments.pendingNote")}</p>}
        </div>
        {onReply && !isPending && (
          <button
            type="button"
            onClick={onReply}
            className="mt-1 inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 text-sm font-medium text-muted hover:text-accent"
            aria-label={t("comments.replyTo", { name: comment.name })}
          >
            <Reply className="h-4 w-4" aria-hidden="true" />
            {t("comments.reply")}
          </button>
        )}
        {children}
      </div>
    </article>
  );
}
