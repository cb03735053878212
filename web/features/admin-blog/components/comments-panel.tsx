import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Check, Trash2, X } from "lucide-react";
import { COMMENT_STATUSES, type TAdminComment, type TCommentStatus } from "../../../../contracts/comments";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { OptionSelect } from "../../../ui/option-select";
import { Pagination } from "../../../ui/pagination";
import { useFormatDate } from "../../../lib/use-format-date";
import { useAdminComments, type AdminCommentsFilter } from "../api/list-admin-comments";
import { useModerateComments, type ModerationAction } from "../api/moderate-comments";
import { useErrorMessage } from "../hooks/use-error-message";
import { PanelEmpty, PanelError, RowsSkeleton } from "./panel-states";
import { StatusBadge, type StatusTone } from "./status-badge";

const PAGE_SIZE = 20;
const TONE: Record<TCommentStatus, StatusTone> = { pending: "amber", approved: "green", rejected: "red" };
const STATUS_FILTERS = [...COMMENT_STATUSES, "all"] as const;

/** The moderation queue: pending comments first; approve, reject or delete one or many. */
export function CommentsPanel() {
  const { t } = useTranslation("admin-blog");
  const [filter, setFilter] = useState<AdminCommentsFilter>({ status: "pending", page: 1 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const comments = useAdminComments(filter);
  const moderate = useModerateComments();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate("dateTime");

  const visible = comments.data?.comments ?? [];
  const isAllSelected = visible.length > 0 && visible.every((comment) => selected.has(comment.id));

  const run = (ids: string[], action: ModerationAction) =>
    moderate.mutate(
      { ids, action },
      {
        onSuccess: () => {
          toast.success(t(`comments.done.${action}`, { count: ids.length }));
          setSelected(new Set());
          setPendingDelete(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <OptionSelect
          label={t("comments.statusFilter")}
          className="sm:w-56"
          value={filter.status}
          options={STATUS_FILTERS}
          optionLabel={(status) => t(`comments.status.${status}`)}
          onChange={(status) => {
            setSelected(new Set());
            setFilter({ status, page: 1 });
          }}
        />
        {comments.data && (
          <p className="text-sm text-muted">{t("comments.pendingTotal", { count: comments.data.pendingTotal })}</p>
        )}
      </div>

      {selected.size > 0 && (
        <div
          role="region"
          aria-label={t("comments.bulkLabel")}
          className="flex flex-wrap items-center gap-2 rounded-xl border border-accent/30 bg-accent-soft p-3"
        >
          <span className="mr-auto text-sm font-medium text-accent">
            {t("comments.selected", { count: selected.size })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run([...selected], "approve")}
            disabled={moderate.isPending}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            {t("comments.approve")}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run([...selected], "reject")}
            disabled={moderate.isPending}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t("comments.reject")}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setPendingDelete([...selected])}
            disabled={moderate.isPending}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("actions.delete", { ns: "common" })}
          </Button>
        </div>
      )}

      {comments.isPending ? (
        <RowsSkeleton />
      ) : comments.isError ? (
        <PanelError message={errorMessage(comments.error)} onRetry={() => void comments.refetch()} />
      ) : visible.length === 0 ? (
        <PanelEmpty>{filter.status === "pending" ? t("comments.emptyPending") : t("comments.empty")}</PanelEmpty>
      ) : (
        <>
          <label className="flex w-fit cursor-pointer items-center gap-2 px-1 text-sm text-muted">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--color-accent)]"
              checked={isAllSelected}
              onChange={() => setSelected(isAllSelected ? new Set() : new Set(visible.map((comment) => comment.id)))}
            />
            {t("comments.selectAll")}
          </label>
          <ul className="space-y-3">
            {visible.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                isSelected={selected.has(comment.id)}
                onToggle={() => toggle(comment.id)}
                onAction={(action) =>
                  action === "delete" ? setPendingDelete([comment.id]) : run([comment.id], action)
                }
                isBusy={moderate.isPending}
                date={formatDate(comment.createdAt)}
              />
            ))}
          </ul>
          <Pagination
            page={comments.data.page}
            pageCount={Math.ceil(comments.data.total / PAGE_SIZE)}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setPendingDelete(null)}
        title={t("comments.deleteTitle")}
        description={t("comments.deleteText", { count: pendingDelete?.length ?? 0 })}
        confirmLabel={t("actions.delete", { ns: "common" })}
        isDestructive
        onConfirm={() => pendingDelete && run(pendingDelete, "delete")}
        isPending={moderate.isPending}
      />
    </div>
  );
}

interface CommentRowProps {
  comment: TAdminComment;
  isSelected: boolean;
  onToggle: () => void;
  onAction: (action: ModerationAction) => void;
  isBusy: boolean;
  date: string;
}

function CommentRow({ comment, isSelected, onToggle, onAction, isBusy, date }: CommentRowProps) {
  const { t } = useTranslation("admin-blog");
  return (
    <li data-testid="moderation-comment" className="flex gap-3 rounded-2xl border border-border bg-surface p-4">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-accent)]"
        checked={isSelected}
        onChange={onToggle}
        aria-label={t("comments.selectOne", { name: comment.name })}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold">{comment.name}</span>
          <a href={`mailto:${comment.email}`} className="text-muted hover:text-accent">
            {comment.email}
          </a>
          <StatusBadge tone={TONE[comment.status]}>{t(`comments.status.${comment.status}`)}</StatusBadge>
          {comment.parentId && <StatusBadge tone="slate">{t("comments.isReply")}</StatusBadge>}
        </div>
        <p className="mt-1 text-xs text-muted">
          {date} ·{" "}
          <a
            href={`/blog/${comment.postSlug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-accent hover:underline"
          >
            {comment.postTitle}
          </a>
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-sm">{comment.content}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {comment.status !== "approved" && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction("approve")}
              disabled={isBusy}
              aria-label={t("comments.approveNamed", { name: comment.name })}
            >
              <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
              {t("comments.approve")}
            </Button>
          )}
          {comment.status !== "rejected" && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction("reject")}
              disabled={isBusy}
              aria-label={t("comments.rejectNamed", { name: comment.name })}
            >
              <X className="h-4 w-4 text-amber-600" aria-hidden="true" />
              {t("comments.reject")}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onAction("delete")}
            disabled={isBusy}
            aria-label={t("comments.deleteNamed", { name: comment.name })}
          >
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
            {t("actions.delete", { ns: "common" })}
          </Button>
        </div>
      </div>
    </li>
  );
}
