import { useTranslation } from "react-i18next";
import { ShieldCheck } from "lucide-react";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { Badge } from "../../../ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { cn } from "../../../lib/cn";
import { RevokeSessionsButton } from "./revoke-sessions-button";
import { UserEditDialog } from "./user-edit-dialog";

type UserStatus = "active" | "inactive" | "disabled";

function statusOf(user: TAdminUser): UserStatus {
  if (user.disabled) return "disabled";
  return user.status === "active" ? "active" : "inactive";
}

const STATUS_STYLES: Record<UserStatus, string> = {
  active: "bg-emerald-50 text-emerald-700",
  inactive: "bg-slate-100 text-slate-600",
  disabled: "bg-red-50 text-red-700",
};

export function UsersTable({ users }: { users: TAdminUser[] }) {
  const { t, i18n } = useTranslation("admin-users");
  const formatDate = (iso: string | null, empty: string) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium" }) : empty;

  return (
    <Table label={t("users.tableLabel")}>
      <TableHead>
        <tr>
          <TableHeader>{t("users.columns.user")}</TableHeader>
          <TableHeader>{t("users.columns.tier")}</TableHeader>
          <TableHeader>{t("users.columns.expires")}</TableHeader>
          <TableHeader>{t("users.columns.status")}</TableHeader>
          <TableHeader>{t("users.columns.created")}</TableHeader>
          <TableHeader>{t("users.columns.lastActive")}</TableHeader>
          <TableHeader className="text-right">{t("users.columns.actions")}</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {users.map((user) => {
          const status = statusOf(user);
          return (
            <TableRow key={user.id}>
              <TableCell>
                <div className="flex items-center gap-2 font-medium">
                  {user.email}
                  {user.is_admin && (
                    <Badge className="gap-1 px-2 py-0.5">
                      <ShieldCheck className="h-3 w-3" aria-hidden="true" />
                      {t("users.admin")}
                    </Badge>
                  )}
                </div>
                <div className="text-xs text-muted">
                  {user.display_name}
                  {!user.email_confirmed_at && ` · ${t("users.unconfirmed")}`}
                </div>
              </TableCell>
              <TableCell>{t(`tiers.${user.tier}`, { ns: "common" })}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(user.tier_expires_at, t("users.noExpiry"))}</TableCell>
              <TableCell>
                <span className={cn("rounded-full px-2.5 py-1 text-xs font-medium", STATUS_STYLES[status])}>
                  {t(`users.statuses.${status}`)}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(user.created_at, "")}</TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(user.last_active_at, t("users.never"))}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <UserEditDialog user={user} />
                  <RevokeSessionsButton user={user} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
