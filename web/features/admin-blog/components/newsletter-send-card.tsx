import { useId, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Send } from "lucide-react";
import type { TNewsletterSend } from "../../../../contracts/newsletter";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { Label, Select } from "../../../ui/form-controls";
import { useCreateNewsletterSend } from "../api/create-newsletter-send";
import { useAdminPosts } from "../api/list-admin-posts";
import { useNewsletterSends } from "../api/list-newsletter-sends";
import { useErrorMessage } from "../hooks/use-error-message";
import { useFormatDate } from "../../../lib/use-format-date";
import { StatusBadge, type StatusTone } from "./status-badge";

const TONE: Record<TNewsletterSend["status"], StatusTone> = {
  queued: "slate",
  sending: "indigo",
  sent: "green",
  failed: "red",
};

/** "Send this post as a newsletter" to confirmed subscribers, with the progress of each send. */
export function NewsletterSendCard({ confirmedCount }: { confirmedCount: number }) {
  const { t } = useTranslation("admin-blog");
  const selectId = useId();
  const [postId, setPostId] = useState("");
  const [isConfirming, setIsConfirming] = useState(false);
  const posts = useAdminPosts({ status: "published", page: 1, limit: 50 });
  const sends = useNewsletterSends();
  const createSend = useCreateNewsletterSend();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate("dateTime");
  const chosen = posts.data?.posts.find((post) => post.id === postId);

  const handleSend = () =>
    createSend.mutate(postId, {
      onSuccess: () => {
        toast.success(t("newsletter.send.queued"));
        setIsConfirming(false);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setIsConfirming(false);
      },
    });

  return (
    <Card className="space-y-5 p-5">
      <div>
        <h3 className="font-semibold">{t("newsletter.send.title")}</h3>
        <p className="mt-1 text-sm text-muted">{t("newsletter.send.text", { count: confirmedCount })}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={selectId}>{t("newsletter.send.post")}</Label>
          <Select id={selectId} value={postId} onChange={(event) => setPostId(event.target.value)}>
            <option value="">{t("newsletter.send.choose")}</option>
            {(posts.data?.posts ?? []).map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={() => setIsConfirming(true)} disabled={!postId || createSend.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {t("newsletter.send.submit")}
        </Button>
      </div>

      {(sends.data?.sends.length ?? 0) > 0 && (
        <ul className="space-y-3" aria-label={t("newsletter.send.history")}>
          {sends.data?.sends.map((send) => {
            const done = send.sent + send.failed;
            const percent = send.total === 0 ? 100 : Math.round((done / send.total) * 100);
            return (
              <li key={send.id} className="rounded-xl border border-border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{send.postTitle}</span>
                  <StatusBadge tone={TONE[send.status]}>{t(`newsletter.send.status.${send.status}`)}</StatusBadge>
                </div>
                <div
                  role="progressbar"
                  aria-label={t("newsletter.send.progressLabel", { title: send.postTitle })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-accent transition-all" style={{ width: `${percent}%` }} />
                </div>
                <p className="mt-1 text-xs text-muted">
                  {t("newsletter.send.progress", { sent: send.sent, total: send.total, failed: send.failed })} ·{" "}
                  {formatDate(send.createdAt)}
                </p>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("newsletter.send.confirmTitle")}
        description={t("newsletter.send.confirmText", { title: chosen?.title ?? "", count: confirmedCount })}
        confirmLabel={t("newsletter.send.submit")}
        onConfirm={handleSend}
        isPending={createSend.isPending}
      />
    </Card>
  );
}
