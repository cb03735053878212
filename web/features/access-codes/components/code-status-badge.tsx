import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { cn } from "../../../lib/cn";
import { codeStatusOf, type CodeStatus } from "./code-status";

const STATUS_STYLES: Record<CodeStatus, string> = {
  active: "bg-emerald-50 text-emerald-700",
  disabled: "bg-red-50 text-red-700",
  expired: "bg-amber-50 text-amber-700",
  usedUp: "bg-slate-100 text-slate-600",
};

export function CodeStatusBadge({ code }: { code: TAccessCode }) {
  const { t } = useTranslation("admin-users");
  const status = codeStatusOf(code);
  return (
    <span className={cn("rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap", STATUS_STYLES[status])}>
      {t(`codes.statuses.${status}`)}
    </span>
  );
}
