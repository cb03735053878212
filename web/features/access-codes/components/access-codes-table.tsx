import { useTranslation } from "react-i18next";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { cn } from "../../../lib/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { codeStatusOf, type CodeStatus } from "./code-status";
import { CopyCodeButton } from "./copy-code-button";
import { RedemptionsDialog } from "./redemptions-dialog";
import { ToggleCodeButton } from "./toggle-code-button";

const STATUS_STYLES: Record<CodeStatus, string> = {
  active: "bg-emerald-50 text-emerald-700",
  disabled: "bg-red-50 text-red-700",
  expired: "bg-amber-50 text-amber-700",
  usedUp: "bg-slate-100 text-slate-600",
};

export function AccessCodesTable({ codes }: { codes: TAccessCode[] }) {
  const { t, i18n } = useTranslation("admin-users");
  const formatDate = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium" });

  return (
    <Table label={t("codes.tableLabel")}>
      <TableHead>
        <tr>
          <TableHeader>{t("codes.columns.code")}</TableHeader>
          <TableHeader>{t("codes.columns.kind")}</TableHeader>
          <TableHeader>{t("codes.columns.tier")}</TableHeader>
          <TableHeader>{t("codes.columns.uses")}</TableHeader>
          <TableHeader>{t("codes.columns.expires")}</TableHeader>
          <TableHeader>{t("codes.columns.status")}</TableHeader>
          <TableHeader>{t("codes.columns.note")}</TableHeader>
          <TableHeader className="text-right">{t("codes.columns.actions")}</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {codes.map((code) => {
          const status = codeStatusOf(code);
          return (
            <TableRow key={code.id}>
              <TableCell className="font-mono font-semibold tracking-wider">{code.code}</TableCell>
              <TableCell>{t(`codes.kinds.${code.kind}`)}</TableCell>
              <TableCell>
                {t(`tiers.${code.tier}`, { ns: "common" })}
                <div className="text-xs text-muted">{t("codes.days", { count: code.duration_days })}</div>
              </TableCell>
              <TableCell className="tabular-nums">{t("codes.usesOf", { uses: code.uses, max: code.max_uses })}</TableCell>
              <TableCell className="whitespace-nowrap">{code.expires_at ? formatDate(code.expires_at) : t("codes.noExpiry")}</TableCell>
              <TableCell>
                <span className={cn("rounded-full px-2.5 py-1 text-xs font-medium", STATUS_STYLES[status])}>
                  {t(`codes.statuses.${status}`)}
                </span>
              </TableCell>
              <TableCell className="max-w-48 truncate text-muted" title={code.note ?? undefined}>
                {code.note}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <CopyCodeButton code={code.code} />
                  <RedemptionsDialog code={code} />
                  <ToggleCodeButton code={code} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
