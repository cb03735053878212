import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Download } from "lucide-react";
import { SUBSCRIBER_STATUSES, type TSubscriberStatus } from "../../../../contracts/newsletter";
import { Button } from "../../../ui/button";
import { OptionSelect } from "../../../ui/option-select";
import { Pagination } from "../../../ui/pagination";
import { SearchForm } from "../../../ui/search-form";
import { useFormatDate } from "../../../lib/use-format-date";
import { useExportSubscribers } from "../api/export-subscribers";
import { useSubscribers, type SubscribersFilter } from "../api/list-subscribers";
import { useErrorMessage } from "../hooks/use-error-message";
import { NewsletterSendCard } from "./newsletter-send-card";
import { PanelEmpty, PanelError, RowsSkeleton } from "./panel-states";
import { StatusBadge, type StatusTone } from "./status-badge";

const PAGE_SIZE = 50;
const TONE: Record<TSubscriberStatus, StatusTone> = { pending: "amber", confirmed: "green", unsubscribed: "slate" };
const STATUS_FILTERS = ["all", ...SUBSCRIBER_STATUSES] as const;

export function NewsletterPanel() {
  const { t } = useTranslation("admin-blog");
  const [filter, setFilter] = useState<SubscribersFilter>({ status: "all", page: 1 });
  const subscribers = useSubscribers(filter);
  const exportCsv = useExportSubscribers();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate("dateTime");
  const counts = subscribers.data?.counts;

  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        {SUBSCRIBER_STATUSES.map((status) => (
          <div key={status} className="rounded-2xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{t(`newsletter.status.${status}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{counts ? counts[status] : "—"}</dd>
          </div>
        ))}
      </dl>

      <NewsletterSendCard confirmedCount={counts?.confirmed ?? 0} />

      <section aria-labelledby="subscribers-title" className="space-y-4">
        <h3 id="subscribers-title" className="text-lg font-semibold">
          {t("newsletter.subscribers")}
        </h3>
        <div className="flex flex-col gap-3 md:flex-row">
          <SearchForm
            label={t("newsletter.search")}
            onSearch={(query) => setFilter((current) => ({ ...current, q: query || undefined, page: 1 }))}
          />
          <OptionSelect
            label={t("newsletter.statusFilter")}
            className="md:w-48"
            value={filter.status}
            options={STATUS_FILTERS}
            optionLabel={(status) => t(`newsletter.status.${status}`)}
            onChange={(status) => setFilter((current) => ({ ...current, status, page: 1 }))}
          />
          <Button
            variant="secondary"
            disabled={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(
                { status: filter.status, q: filter.q },
                { onError: (error) => toast.error(errorMessage(error)) },
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t("newsletter.export")}
          </Button>
        </div>

        {subscribers.isPending ? (
          <RowsSkeleton />
        ) : subscribers.isError ? (
          <PanelError message={errorMessage(subscribers.error)} onRetry={() => void subscribers.refetch()} />
        ) : subscribers.data.subscribers.length === 0 ? (
          <PanelEmpty>{t("newsletter.empty")}</PanelEmpty>
        ) : (
          <>
            <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
              {subscribers.data.subscribers.map((subscriber) => (
                <li key={subscriber.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                  <span className="min-w-0 flex-1 truncate font-medium">{subscriber.email}</span>
                  <span className="text-xs uppercase text-muted">{subscriber.language}</span>
                  <StatusBadge tone={TONE[subscriber.status]}>
                    {t(`newsletter.status.${subscriber.status}`)}
                  </StatusBadge>
                  <span className="text-xs text-muted">{formatDate(subscriber.createdAt)}</span>
                </li>
              ))}
            </ul>
            <Pagination
              page={subscribers.data.page}
              pageCount={Math.ceil(subscribers.data.total / PAGE_SIZE)}
              onPageChange={(page) => setFilter((current) => ({ ...current, page }))}
            />
          </>
        )}
      </section>
    </div>
  );
}
