import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { MessageSquare, RefreshCw } from "lucide-react";
import { Button } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { useIsNearViewport } from "../../../lib/use-is-near-viewport";
import { useComments } from "../api/get-comments";
import { CommentItem } from "./comment-item";

// The form and its checks load when the reader reaches the comments or opens a reply, not with
// every article.
const CommentForm = lazy(async () => ({ default: (await import("./comment-form")).CommentForm }));

/** Roughly the form's height, held while its code arrives, so the page does not jump. */
function CommentFormPlaceholder() {
  return <Skeleton className="h-[27rem] w-full rounded-2xl" />;
}

/** Approved comments newest last, replies one level deep under their parent, and the form. */
export function CommentsSection({ slug }: { slug: string }) {
  const { t } = useTranslation("blog");
  const comments = useComments(slug);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const formSlot = useRef<HTMLDivElement>(null);
  const isFormNear = useIsNearViewport(formSlot);

  return (
    <section aria-labelledby="comments-title" className="below-fold mx-auto max-w-3xl border-t border-border pt-10">
      <h2 id="comments-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <MessageSquare className="h-6 w-6 text-accent" aria-hidden="true" />
        {comments.data && comments.data.total > 0
          ? t("comments.titleWithCount", { count: comments.data.total })
          : t("comments.title")}
      </h2>

      <div className="mt-6">
        {comments.isPending ? (
          <div role="status" aria-label={t("comments.loading")} className="space-y-4">
            {[0, 1].map((row) => (
              <div key={row} className="flex gap-4">
                <Skeleton className="h-10 w-10 rounded-full" />
                <Skeleton className="h-24 flex-1 rounded-2xl" />
              </div>
            ))}
          </div>
        ) : comments.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface-muted p-4 text-sm"
          >
            {t("comments.error")}
            <Button size="sm" variant="secondary" onClick={() => void comments.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t("actions.retry", { ns: "common" })}
            </Button>
          </div>
        ) : comments.data.comments.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-surface-muted p-6 text-center text-muted">
            {t("comments.empty")}
          </p>
        ) : (
          <ol className="space-y-6">
            {comments.data.comments.map((thread) => (
              <li key={thread.id}>
                <CommentItem comment={thread} onReply={() => setReplyTo(replyTo === thread.id ? null : thread.id)}>
                  {thread.replies.length > 0 && (
                    <ol className="mt-4 space-y-4 border-l-2 border-border pl-3 sm:pl-5">
                      {thread.replies.map((reply) => (
                        <li key={reply.id}>
                          <CommentItem comment={reply} />
                        </li>
                      ))}
                    </ol>
                  )}
                  {replyTo === thread.id && (
                    <div className="mt-4">
                      <Suspense fallback={<CommentFormPlaceholder />}>
                        <CommentForm
                          slug={slug}
                          parentId={thread.id}
                          replyToName={thread.name}
                          onDone={() => setReplyTo(null)}
                        />
                      </Suspense>
                    </div>
                  )}
                </CommentItem>
              </li>
            ))}
          </ol>
        )}
      </div>

      <div ref={formSlot} className="mt-10">
        <h3 className="mb-4 text-lg font-semibold">{t("comments.form.title")}</h3>
        <Suspense fallback={<CommentFormPlaceholder />}>
          {isFormNear ? <CommentForm slug={slug} /> : <CommentFormPlaceholder />}
        </Suspense>
      </div>
    </section>
  );
}
