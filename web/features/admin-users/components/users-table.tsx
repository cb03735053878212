import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { useFormatDate } from "../../../lib/use-format-date";
import { DataTable, type DataColumn } from "../../../ui/data-table";
import { RowActions } from "../../../ui/row-actions";
import { RevokeSessionsButton } from "./revoke-sessions-button";
import { UserEditDialog } from "./user-edit-dialog";
import { UserIdentity } from "./user-identity";
import { StripeStatus } from "./stripe-status";
import { UserStatusBadge } from "./user-status-badge";

/** One row per user (a card on narrow screens); the plan's expiry sits under the plan to save a column. */
export function UsersTable({ users }: { users: TAdminUser[] }) {
  const { t } = useTranslation(["admin-users", "billing"]);
  const formatDate = useFormatDate("mediumDate");
  const columns: DataColumn<TAdminUser>[] = [
    { header: t("users.columns.user"), cell: (user) => <UserIdentity user={user} /> },
    {
      header: t("users.columns.tier"),
      cell: (user) => (
        <>
          {t(`tiers.${user.tier}`, { ns: "common" })}
          <span className="block text-xs text-muted">
            {user.tier_expires_at
              ? t("users.expiresOn", { date: formatDate(user.tier_expires_at) })
              : t("users.noExpiry")}
          </span>
        </>
      ),
    },
    { header: t("users.columns.status"), cell: (user) => <UserStatusBadge user={user} /> },
    { header: t("admin.column", { ns: "billing" }), cell: (user) => <StripeStatus user={user} /> },
    { header: t("users.columns.created"), cell: (user) => formatDate(user.created_at), className: "whitespace-nowrap" },
    {
      header: t("users.columns.lastActive"),
      cell: (user) => (user.last_active_at ? formatDate(user.last_active_at) : t("users.never")),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      label={t("users.tableLabel")}
      columns={columns}
      rows={users}
      actions={{
        header: t("users.columns.actions"),
        cell: (user) => (
          <RowActions>
            <UserEditDialog user={user} />
            <RevokeSessionsButton user={user} />
          </RowActions>
        ),
      }}
    />
  );
}
