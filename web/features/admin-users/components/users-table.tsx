import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { useFormatDate } from "../../../lib/use-format-date";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { RevokeSessionsButton } from "./revoke-sessions-button";
import { UserEditDialog } from "./user-edit-dialog";
import { UserIdentity } from "./user-identity";
import { StripeStatus } from "./stripe-status";
import { UserStatusBadge } from "./user-status-badge";

/** The desktop layout: one row per user. */
export function UsersTable({ users }: { users: TAdminUser[] }) {
  const { t } = useTranslation(["admin-users", "billing"]);
  const formatDate = useFormatDate("mediumDate");
  return (
    <Table label={t("users.tableLabel")}>
      <TableHead>
        <tr>
          <TableHeader>{t("users.columns.user")}</TableHeader>
          <TableHeader>{t("users.columns.tier")}</TableHeader>
          <TableHeader>{t("users.columns.expires")}</TableHeader>
          <TableHeader>{t("users.columns.status")}</TableHeader>
          <TableHeader>{t("admin.column", { ns: "billing" })}</TableHeader>
          <TableHeader>{t("users.columns.created")}</TableHeader>
          <TableHeader>{t("users.columns.lastActive")}</TableHeader>
          <TableHeader className="text-right">{t("users.columns.actions")}</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <UserIdentity user={user} />
            </TableCell>
            <TableCell>{t(`tiers.${user.tier}`, { ns: "common" })}</TableCell>
            <TableCell className="whitespace-nowrap">
              {user.tier_expires_at ? formatDate(user.tier_expires_at) : t("users.noExpiry")}
            </TableCell>
            <TableCell>
              <UserStatusBadge user={user} />
            </TableCell>
            <TableCell>
              <StripeStatus user={user} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(user.created_at)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {user.last_active_at ? formatDate(user.last_active_at) : t("users.never")}
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <UserEditDialog user={user} />
                <RevokeSessionsButton user={user} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
