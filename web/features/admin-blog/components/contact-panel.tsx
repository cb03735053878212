import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { ChevronDown, Mail, MailOpen, Reply, Trash2 } from "lucide-react";
import { INQUIRY_TYPES, type TContactMessage } from "../../../../contracts/contact";
import { cn } from "../../../lib/cn";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { OptionSelect } from "../../../ui/option-select";
import { Pagination } from "../../../ui/pagination";
import { useFormatDate } from "../../../lib/use-format-date";
import { useDeleteContactMessage } from "../api/delete-contact-message";
import { useContactMessages, type ContactFilter } from "../api/list-contact-messages";
import { useMarkContactMessage } from "../api/mark-contact-message";
import { useErrorMessage } from "../hooks/use-error-message";
import { PanelEmpty, PanelError, RowsSkeleton } from "./panel-states";
import { StatusBadge } from "./status-badge";

const PAGE_SIZE = 20;
const FILTERS = ["all", "unread", "read"] as const;

/** The contact inbox: opening a message marks it read; it can be marked unread again. */
export function ContactPanel() {
  const { t } = useTranslation(["admin-blog", "contact"]);
  const [filter, setFilter] = useState<ContactFilter>({ status: "all", page: 1 });
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TContactMessage | null>(null);
  const messages = useContactMessages(filter);
  const mark = useMarkContactMessage();
  const remove = useDeleteContactMessage();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate("dateTime");

  const inquiryLabel = (type: string) => {
    const known = INQUIRY_TYPES.find((candidate) => candidate === type);
    return known ? t(`inquiryTypes.${known}`, { ns: "contact" }) : type;
  };

  const handleOpen = (message: TContactMessage) => {
    const isOpening = openId !== message.id;
    setOpenId(isOpening ? message.id : null);
    if (isOpening && !message.read) mark.mutate({ id: message.id, read: true });
  };

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t("contact.deleted"));
        setToDelete(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <OptionSelect
          label={t("contact.statusFilter")}
          className="sm:w-48"
          value={filter.status}
          options={FILTERS}
          optionLabel={(status) => t(`contact.filter.${status}`)}
          onChange={(status) => setFilter({ status, page: 1 })}
        />
        {messages.data && (
          <p className="text-sm text-muted">{t("contact.unreadTotal", { count: messages.data.unread })}</p>
        )}
      </div>

      {messages.isPending ? (
        <RowsSkeleton />
      ) : messages.isError ? (
        <PanelError message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <PanelEmpty>{t("contact.empty")}</PanelEmpty>
      ) : (
        <>
          <ul className="space-y-2">
            {messages.data.messages.map((message) => {
              const isOpen = openId === message.id;
              return (
                <li
                  key={message.id}
                  className={cn(
                    "rounded-2xl border bg-surface",
                    message.read ? "border-border" : "border-accent/40 shadow-sm",
                  )}
                >
                  <button
                    type="button"
                    onClick={() => handleOpen(message)}
                    aria-expanded={isOpen}
                    className="flex w-full cursor-pointer items-start gap-3 p-4 text-left"
                  >
                    {message.read ? (
                      <MailOpen className="mt-0.5 h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
                    ) : (
                      <Mail className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className={cn("truncate", !message.read && "font-semibold")}>{message.subject}</span>
                        {message.priority && <StatusBadge tone="amber">{t("contact.priority")}</StatusBadge>}
                        {!message.read && <StatusBadge tone="indigo">{t("contact.unread")}</StatusBadge>}
                      </span>
                      <span className="mt-0.5 block truncate text-xs text-muted">
                        {message.name} · {message.email} · {formatDate(message.createdAt)}
                      </span>
                    </span>
                    <ChevronDown
                      className={cn("h-5 w-5 shrink-0 text-muted transition", isOpen && "rotate-180")}
                      aria-hidden="true"
                    />
                  </button>
                  {isOpen && (
                    <div className="space-y-3 border-t border-border px-4 pb-4 pt-3 text-sm">
                      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                        <dt className="text-muted">{t("contact.inquiryType")}</dt>
                        <dd>{inquiryLabel(message.inquiryType)}</dd>
                        {message.company && (
                          <>
                            <dt className="text-muted">{t("contact.company")}</dt>
                            <dd>{message.company}</dd>
                          </>
                        )}
                      </dl>
                      <p className="whitespace-pre-line break-words rounded-xl bg-surface-muted p-3">
                        {message.message}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Button asChild size="sm">
                          <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                            <Reply className="h-4 w-4" aria-hidden="true" />
                            {t("contact.reply")}
                          </a>
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={mark.isPending}
                          onClick={() => mark.mutate({ id: message.id, read: !message.read })}
                        >
                          {message.read ? t("contact.markUnread") : t("contact.markRead")}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setToDelete(message)}>
                          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                          {t("actions.delete", { ns: "common" })}
                        </Button>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <Pagination
            page={messages.data.page}
            pageCount={Math.ceil(messages.data.total / PAGE_SIZE)}
            onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t("contact.deleteTitle")}
        description={t("contact.deleteText", { subject: toDelete?.subject ?? "" })}
        confirmLabel={t("actions.delete", { ns: "common" })}
        isDestructive
        onConfirm={handleDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
