import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { History } from "lucide-react";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { RowActionButton } from "../../../ui/row-actions";
import { Dialog, DialogContent, DialogTrigger } from "../../../ui/dialog";
import { Skeleton } from "../../../ui/skeleton";
import { useRedemptions } from "../api/list-redemptions";

/** Who redeemed a code and when; for a quick-access code, the account each person got. */
export function RedemptionsDialog({ code }: { code: TAccessCode }) {
  const { t, i18n } = useTranslation("admin-users");
  const [isOpen, setIsOpen] = useState(false);
  const { data, isPending, isError } = useRedemptions(code.id, isOpen);
  const isQuickAccess = code.kind === "quick_access";
  const label = t(isQuickAccess ? "codes.accountsOf" : "codes.redemptionsOf", { code: code.code });

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <RowActionButton
          icon={History}
          text={t(isQuickAccess ? "codes.accounts" : "codes.redemptions")}
          aria-label={label}
        />
      </DialogTrigger>
      <DialogContent title={label} description={t("codes.usesOf", { uses: code.uses, max: code.max_uses })}>
        {isPending && <Skeleton className="h-24 w-full" />}
        {isError && (
          <p role="alert" className="text-sm text-red-600">
            {t("codes.redemptionsDialog.loadError")}
          </p>
        )}
        {data && data.redemptions.length === 0 && (
          <p className="text-sm text-muted">
            {t(isQuickAccess ? "codes.redemptionsDialog.noAccounts" : "codes.redemptionsDialog.empty")}
          </p>
        )}
        {data && data.redemptions.length > 0 && (
          <ul
            aria-label={t(
              isQuickAccess ? "codes.redemptionsDialog.accountsLabel" : "codes.redemptionsDialog.tableLabel",
            )}
            className="divide-y divide-border rounded-xl border border-border"
          >
            {data.redemptions.map((redemption) => (
              <li
                key={redemption.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{redemption.email}</span>
                  <span className="text-xs text-muted">{redemption.display_name}</span>
                </span>
                <time dateTime={redemption.redeemed_at} className="text-xs text-muted">
                  {new Date(redemption.redeemed_at).toLocaleString(i18n.language, {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
