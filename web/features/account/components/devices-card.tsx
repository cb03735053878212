import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Laptop, Smartphone } from "lucide-react";
import type { TAccountSession } from "../../../../contracts/account";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { apiErrorKey } from "../../../ui/api-error-text";
import { useFormatDate } from "../../../lib/use-format-date";
import { useAccountSessions, useSignOutSessions } from "../api/account-sessions";
import { describeDevice } from "../describe-device";

const MOBILE = new Set(["iPhone", "Android"]);

/** The devices signed in to the account, this one marked, each with its sign-out. */
export function DevicesCard() {
  const { t } = useTranslation("account");
  const sessions = useAccountSessions();
  const signOut = useSignOutSessions();
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  const handleSignOut = (id: string) => {
    signOut.mutate(id, {
      onSuccess: ({ signed_out: count }) =>
        toast.success(id === "others" ? t("devices.signedOutOthers", { count }) : t("devices.signedOut")),
      onError: (error) => toast.error(t(apiErrorKey(error), { ns: "common" })),
    });
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("devices.title")}</h2>
      <p className="mt-1 text-sm text-muted">{t("devices.text")}</p>
      {sessions.isPending ? (
        <Skeleton className="mt-4 h-24 w-full" />
      ) : sessions.isError ? (
        <p className="mt-4 text-sm text-red-700">{t("devices.error")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {sessions.data.sessions.map((session) => (
            <DeviceRow key={session.id} session={session} isPending={signOut.isPending} onSignOut={handleSignOut} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={signOut.isPending}
          onClick={() => handleSignOut("others")}
        >
          {t("devices.signOutOthers")}
        </Button>
      )}
    </Card>
  );
}

interface DeviceRowProps {
  session: TAccountSession;
  isPending: boolean;
  onSignOut: (id: string) => void;
}

function DeviceRow({ session, isPending, onSignOut }: DeviceRowProps) {
  const { t } = useTranslation("account");
  const formatDateTime = useFormatDate("dateTime");
  const { browser, os } = describeDevice(session.user_agent);
  const name = browser && os ? t("devices.browserOn", { browser, os }) : (browser ?? os ?? t("devices.unknown"));
  const Icon = os && MOBILE.has(os) ? Smartphone : Laptop;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <Icon className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
        <div>
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {name}
            {session.current && <Badge>{t("devices.thisDevice")}</Badge>}
          </p>
          <p className="text-sm text-muted">
            {t("devices.lastActive", { date: formatDateTime(session.last_active_at) })}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          disabled={isPending}
          aria-label={t("devices.signOutDevice", { device: name })}
          onClick={() => onSignOut(session.id)}
        >
          {t("devices.signOut")}
        </Button>
      )}
    </li>
  );
}
