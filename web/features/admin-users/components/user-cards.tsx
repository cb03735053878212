import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { useFormatDate } from "../../../lib/use-format-date";
import { RevokeSessionsButton } from "./revoke-sessions-button";
import { UserEditDialog } from "./user-edit-dialog";
import { UserIdentity } from "./user-identity";
import { StripeStatus } from "./stripe-status";
import { UserStatusBadge } from "./user-status-badge";

/** The small-screen layout: one card per user, actions in reach without scrolling sideways. */
export function UserCards({ users }: { users: TAdminUser[] }) {
  const { t } = useTranslation(["admin-users", "billing"]);
  const formatDate = useFormatDate("mediumDate");
  return (
    <ul aria-label={t("users.tableLabel")} className="space-y-3">
      {users.map((user) => (
        <li key={user.id} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <UserIdentity user={user} />
            <div className="flex shrink-0 gap-1">
              <UserEditDialog user={user} />
              <RevokeSessionsButton user={user} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-muted">{t("users.columns.tier")}</dt>
              <dd>{t(`tiers.${user.tier}`, { ns: "common" })}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t("users.columns.status")}</dt>
              <dd className="mt-1">
                <UserStatusBadge user={user} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t("users.columns.expires")}</dt>
              <dd>{user.tier_expires_at ? formatDate(user.tier_expires_at) : t("users.noExpiry")}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t("admin.column", { ns: "billing" })}</dt>
              <dd>
                <StripeStatus user={user} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">{t("users.columns.lastActive")}</dt>
              <dd>{user.last_active_at ? formatDate(user.last_active_at) : t("users.never")}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
