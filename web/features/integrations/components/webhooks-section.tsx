import { useState, type FormEvent } from "react";
import { Webhook } from "lucide-react";
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX_LENGTH,
  type TCreatedWebhook,
  type TWebhook,
  type TWebhookEvent,
} from "../../../../contracts/integrations";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useFormatDate } from "../../../lib/use-format-date";
import { apiErrorKey } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { toast } from "../../../ui/toast";
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from "../api/webhooks";
import { CopyButton } from "./copy-button";
import { WebhookDeliveries } from "./webhook-deliveries";

/** Each event's name for people (an event's own name has a dot, which the catalogue would read as nesting). */
const EVENT_LABELS = {
  "job.done": "integrations.webhooks.events.done",
  "job.failed": "integrations.webhooks.events.failed",
} as const satisfies Record<TWebhookEvent, string>;

/** The member's webhooks: create one (its secret shown once), list, see deliveries, delete. */
export function WebhooksSection() {
  const { t } = useTranslation("account");
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<TWebhookEvent[]>(["job.done", "job.failed"]);
  const [created, setCreated] = useState<TCreatedWebhook>();
  const [deleting, setDeleting] = useState<TWebhook>();

  const toggle = (event: TWebhookEvent, on: boolean) =>
    setEvents((current) => WEBHOOK_EVENTS.filter((name) => (name === event ? on : current.includes(name))));

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (webhook) => {
          setCreated(webhook);
          setUrl("");
        },
        onError: (error) => toast.error(t(apiErrorKey(error), { ns: "common" })),
      },
    );
  };

  return (
    <section aria-labelledby="webhooks-title" className="mt-8 border-t border-border pt-6">
      <h3 id="webhooks-title" className="text-base font-semibold">
        {t("integrations.webhooks.title")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("integrations.webhooks.text")}</p>
      <form className="mt-4 space-y-3" onSubmit={handleCreate}>
        <TextField
          id="webhook-url"
          type="url"
          inputMode="url"
          label={t("integrations.webhooks.urlLabel")}
          placeholder="https://"
          value={url}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          required
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset>
          <legend className="text-sm font-medium">{t("integrations.webhooks.eventsLabel")}</legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {WEBHOOK_EVENTS.map((name) => (
              <label key={name} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-accent"
                  checked={events.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
                {t(EVENT_LABELS[name])} <code className="text-xs text-muted">{name}</code>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={create.isPending || url.trim().length === 0 || events.length === 0}>
          {t("integrations.webhooks.create")}
        </Button>
      </form>
      {created && (
        <div className="mt-4 rounded-md border border-border bg-surface p-3" role="status">
          <p className="text-sm font-medium wrap-anywhere">
            {t("integrations.webhooks.createdTitle", { url: created.url })}
          </p>
          <p className="mt-1 text-sm text-muted">{t("integrations.webhooks.shownOnce")}</p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="wrap-anywhere rounded bg-background px-2 py-1 text-sm">{created.secret}</code>
            <CopyButton
              text={created.secret}
              label={t("integrations.copy")}
              copied={t("integrations.webhooks.copied")}
              failed={t("integrations.webhooks.copyFailed")}
            />
          </div>
        </div>
      )}
      {webhooks.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : webhooks.isError ? (
        <p className="mt-4 text-sm text-red-700">{t("integrations.webhooks.error")}</p>
      ) : webhooks.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t("integrations.webhooks.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {webhooks.data.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("integrations.webhooks.deleteTitle")}
        description={t("integrations.webhooks.deleteText", { url: deleting?.url ?? "" })}
        confirmLabel={t("integrations.webhooks.delete")}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("integrations.webhooks.deleted"));
              if (created?.id === deleting.id) setCreated(undefined);
              setDeleting(undefined);
            },
            onError: (error) => toast.error(t(apiErrorKey(error), { ns: "common" })),
          });
        }}
      />
    </section>
  );
}

function WebhookRow({ webhook, onDelete }: { webhook: TWebhook; onDelete: () => void }) {
  const { t } = useTranslation("account");
  const formatDate = useFormatDate("dateTime");
  const [showDeliveries, setShowDeliveries] = useState(false);
  const panelId = `webhook-deliveries-${webhook.id}`;
  return (
    <li className="py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <Webhook className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere">{webhook.url}</p>
            <p className="text-sm text-muted">{webhook.events.map((name) => t(EVENT_LABELS[name])).join(" · ")}</p>
            <p className="text-sm text-muted">{t("integrations.createdAt", { date: formatDate(webhook.createdAt) })}</p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showDeliveries}
            aria-controls={panelId}
            onClick={() => setShowDeliveries((shown) => !shown)}
          >
            {showDeliveries ? t("integrations.webhooks.hideDeliveries") : t("integrations.webhooks.deliveries")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t("integrations.webhooks.deleteWebhook", { url: webhook.url })}
            onClick={onDelete}
          >
            {t("integrations.webhooks.delete")}
          </Button>
        </div>
      </div>
      {showDeliveries && <WebhookDeliveries id={panelId} webhookId={webhook.id} />}
    </li>
  );
}
