import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { useFormatDate } from "../../../lib/use-format-date";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { CodeActions } from "./code-actions";
import { CodeStatusBadge } from "./code-status-badge";

/** The desktop layout: one row per code. */
export function AccessCodesTable({ codes }: { codes: TAccessCode[] }) {
  const { t } = useTranslation("admin-users");
  const formatDate = useFormatDate("mediumDate");
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
        {codes.map((code) => (
          <TableRow key={code.id}>
            <TableCell className="font-mono font-semibold tracking-wider">{code.code}</TableCell>
            <TableCell>{t(`codes.kinds.${code.kind}`)}</TableCell>
            <TableCell>
              {t(`tiers.${code.tier}`, { ns: "common" })}
              <div className="text-xs text-muted">{t("codes.days", { count: code.duration_days })}</div>
            </TableCell>
            <TableCell className="tabular-nums">{t("codes.usesOf", { uses: code.uses, max: code.max_uses })}</TableCell>
            <TableCell className="whitespace-nowrap">
              {code.expires_at ? formatDate(code.expires_at) : t("codes.noExpiry")}
            </TableCell>
            <TableCell>
              <CodeStatusBadge code={code} />
            </TableCell>
            <TableCell className="max-w-48 truncate text-muted" title={code.note ?? undefined}>
              {code.note}
            </TableCell>
            <TableCell>
              <CodeActions code={code} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
