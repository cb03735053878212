import type { TWebhookDelivery } from "../../../../contracts/integrations";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useFormatDate } from "../../../lib/use-format-date";
import { Skeleton } from "../../../ui/skeleton";
import { useWebhookDeliveries } from "../api/webhooks";

/** The webhook's last tries, newest first: when, which event and job, and what came back. */
export function WebhookDeliveries({ id, webhookId }: { id: string; webhookId: string }) {
  const { t } = useTranslation("account");
  const deliveries = useWebhookDeliveries(webhookId, true);
  return (
    <div id={id} className="mt-3 rounded-md border border-border bg-surface p-3">
      <h4 className="text-sm font-medium">{t("integrations.webhooks.deliveriesTitle")}</h4>
      {deliveries.isPending ? (
        <Skeleton className="mt-2 h-10 w-full" />
      ) : deliveries.isError ? (
        <p className="mt-2 text-sm text-red-700">{t("integrations.webhooks.deliveriesError")}</p>
      ) : deliveries.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("integrations.webhooks.noDeliveries")}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {deliveries.data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryRow({ delivery }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation("account");
  const formatDate = useFormatDate("dateTime");
  const answer = delivery.error
    ? t(`integrations.webhooks.tryErrors.${delivery.error}`)
    : t("integrations.webhooks.answer", { status: delivery.responseStatus ?? 0 });
  const succeeded = delivery.status === "succeeded";
  return (
    <li className="flex flex-col gap-1 text-sm sm:flex-row sm:items-baseline sm:justify-between">
      <span>
        <span className={succeeded ? "font-medium text-green-700" : "font-medium text-red-700"}>
          {succeeded ? t("integrations.webhooks.succeeded") : t("integrations.webhooks.failed")}
        </span>
        {" · "}
        {answer}
        {" · "}
        {t("integrations.webhooks.attempt", { attempt: delivery.attempt })}
        {" · "}
        <code className="text-xs">{delivery.event}</code>
      </span>
      <time className="text-muted" dateTime={delivery.createdAt}>
        {formatDate(delivery.createdAt)}
      </time>
    </li>
  );
}
