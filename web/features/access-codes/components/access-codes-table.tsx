import { useTranslation } from "../../../lib/translation/use-translation";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { useFormatDate } from "../../../lib/use-format-date";
import { DataTable, type DataColumn } from "../../../ui/data-table";
import { CodeActions } from "./code-actions";
import { CodeStatusBadge } from "./code-status-badge";

/** One row per code (a card on narrow screens). */
export function AccessCodesTable({ codes }: { codes: TAccessCode[] }) {
  const { t } = useTranslation("admin-users");
  const formatDate = useFormatDate("mediumDate");
  const columns: DataColumn<TAccessCode>[] = [
    { header: t("codes.columns.code"), cell: (code) => code.code, className: "font-mono font-semibold tracking-wider" },
    { header: t("codes.columns.kind"), cell: (code) => t(`codes.kinds.${code.kind}`) },
    {
      header: t("codes.columns.tier"),
      cell: (code) => (
        <>
          {t(`tiers.${code.tier}`, { ns: "common" })}
          <span className="block text-xs text-muted">{t("codes.days", { count: code.duration_days })}</span>
        </>
      ),
    },
    {
      header: t("codes.columns.uses"),
      cell: (code) => t("codes.usesOf", { uses: code.uses, max: code.max_uses }),
      className: "tabular-nums",
    },
    {
      header: t("codes.columns.expires"),
      cell: (code) => (code.expires_at ? formatDate(code.expires_at) : t("codes.noExpiry")),
    },
    { header: t("codes.columns.status"), cell: (code) => <CodeStatusBadge code={code} /> },
    {
      header: t("codes.columns.note"),
      cell: (code) => code.note,
      className: "break-words text-muted @4xl:max-w-48",
    },
  ];
  return (
    <DataTable
      label={t("codes.tableLabel")}
      columns={columns}
      rows={codes}
      actions={{ header: t("codes.columns.actions"), cell: (code) => <CodeActions code={code} /> }}
    />
  );
}
