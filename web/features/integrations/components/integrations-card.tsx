import { useState, type FormEvent } from "react";
import { KeyRound } from "lucide-react";
import { API_KEY_NAME_MAX_LENGTH, type TApiKey, type TCreatedApiKey } from "../../../../contracts/integrations";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useFormatDate } from "../../../lib/use-format-date";
import { apiErrorKey } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { toast } from "../../../ui/toast";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";
import { CopyButton } from "./copy-button";
import { IntegrationsGuide } from "./integrations-guide";
import { WebhooksSection } from "./webhooks-section";

/**
 * An enterprise member's integrations: API keys (each shown once, with a copy button; listed;
 * revoked), webhooks, and a short guide.
 */
export function IntegrationsCard() {
  const { t } = useTranslation("account");
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<TCreatedApiKey>();
  const [revoking, setRevoking] = useState<TApiKey>();

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName("");
      },
      onError: (error) => toast.error(t(apiErrorKey(error), { ns: "common" })),
    });
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("integrations.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("integrations.text")}</p>
      <h3 className="mt-6 text-base font-semibold">{t("integrations.keysTitle")}</h3>
      <p className="mt-1 text-sm text-muted">{t("integrations.keysText")}</p>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={handleCreate}>
        <TextField
          id="api-key-name"
          label={t("integrations.nameLabel")}
          value={name}
          maxLength={API_KEY_NAME_MAX_LENGTH}
          required
          onChange={(event) => setName(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" disabled={create.isPending || name.trim().length === 0}>
          {t("integrations.create")}
        </Button>
      </form>
      {created && (
        <div className="mt-4 rounded-md border border-border bg-surface p-3" role="status">
          <p className="text-sm font-medium">{t("integrations.createdTitle", { name: created.name })}</p>
          <p className="mt-1 text-sm text-muted">{t("integrations.shownOnce")}</p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="wrap-anywhere rounded bg-background px-2 py-1 text-sm">{created.key}</code>
            <CopyButton
              text={created.key}
              label={t("integrations.copy")}
              copied={t("integrations.copied")}
              failed={t("integrations.copyFailed")}
            />
          </div>
        </div>
      )}
      {keys.isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : keys.isError ? (
        <p className="mt-4 text-sm text-red-700">{t("integrations.error")}</p>
      ) : keys.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t("integrations.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {keys.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={t("integrations.revokeTitle", { name: revoking?.name ?? "" })}
        description={t("integrations.revokeText")}
        confirmLabel={t("integrations.revoke")}
        isDestructive
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t("integrations.revoked"));
              if (created?.id === revoking.id) setCreated(undefined);
              setRevoking(undefined);
            },
            onError: (error) => toast.error(t(apiErrorKey(error), { ns: "common" })),
          });
        }}
      />
      <WebhooksSection />
      <IntegrationsGuide />
    </Card>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: TApiKey; onRevoke: () => void }) {
  const { t } = useTranslation("account");
  const formatDate = useFormatDate("dateTime");
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <KeyRound className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
        <div>
          <p className="font-medium wrap-anywhere">{apiKey.name}</p>
          <p className="text-sm text-muted">
            <code>{`${apiKey.prefix}…${apiKey.last4}`}</code>
          </p>
          <p className="text-sm text-muted">
            {t("integrations.createdAt", { date: formatDate(apiKey.createdAt) })}
            {" · "}
            {apiKey.lastUsedAt
              ? t("integrations.lastUsed", { date: formatDate(apiKey.lastUsedAt) })
              : t("integrations.neverUsed")}
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t("integrations.revokeKey", { name: apiKey.name })}
        onClick={onRevoke}
      >
        {t("integrations.revoke")}
      </Button>
    </li>
  );
}
