import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAdminUser } from "../../../../contracts/admin-users";
import { cn } from "../../../lib/cn";

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

export function UserStatusBadge({ user }: { user: TAdminUser }) {
  const { t } = useTranslation("admin-users");
  const status = statusOf(user);
  return (
    <span className={cn("rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap", STATUS_STYLES[status])}>
      {t(`users.statuses.${status}`)}
    </span>
  );
}
