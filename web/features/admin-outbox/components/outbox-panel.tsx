import { Inbox } from "lucide-react";
import type { TOutboxEmail } from "../../../../contracts/admin-users";
import { useFormatDate } from "../../../lib/use-format-date";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Badge } from "../../../ui/badge";
import { DataTable } from "../../../ui/data-table";
import { EmailAddress } from "../../../ui/email-address";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { RowActions } from "../../../ui/row-actions";
import { useOutbox } from "../api/list-outbox";
import { OutboxMessageDialog } from "./outbox-message-dialog";

const STATUSES = ["outbox", "sending", "sent", "failed"] as const;

/** The platform's recent e-mails: where admins read the links when no SMTP server is configured. */
export function OutboxPanel() {
  const { t } = useTranslation("admin-users");
  const formatDate = useFormatDate("dateTime");
  const { data, isPending, isError, refetch } = useOutbox();

  if (isPending) return <ListSkeleton />;
  if (isError) return <ListError message={t("outbox.loadError")} onRetry={() => void refetch()} />;
  if (data.emails.length === 0) return <ListEmpty icon={Inbox}>{t("outbox.empty")}</ListEmpty>;

  const statusText = (status: string) =>
    (STATUSES as readonly string[]).includes(status) ? t(`outbox.statuses.${status as TStatus}`) : status;
  return (
    <DataTable<TOutboxEmail>
      label={t("outbox.tableLabel")}
      rows={data.emails}
      columns={[
        { header: t("outbox.columns.subject"), cell: (email) => <span className="font-medium">{email.subject}</span> },
        {
          header: t("outbox.columns.to"),
          cell: (email) => <EmailAddress address={email.to} />,
          // A card's full width: half of 360 px cut every address.
          className: "col-span-2",
        },
        {
          header: t("outbox.columns.status"),
          cell: (email) => (
            <Badge className={email.status === "failed" ? "bg-red-50 text-red-700" : undefined}>
              {statusText(email.status)}
            </Badge>
          ),
        },
        {
          header: t("outbox.columns.date"),
          cell: (email) => <time dateTime={email.created_at}>{formatDate(email.created_at)}</time>,
          // On one line in the table; on a card's half width a long date ("28 de nov. 2026, 17:26") wraps.
          className: "@4xl:whitespace-nowrap",
        },
      ]}
      actions={{
        header: t("outbox.columns.actions"),
        cell: (email) => (
          <RowActions>
            <OutboxMessageDialog email={email} />
          </RowActions>
        ),
      }}
    />
  );
}

type TStatus = (typeof STATUSES)[number];
