import { useTranslation } from "../../../lib/translation/use-translation";
import { useFormatDate } from "../../../lib/use-format-date";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { CodeActions } from "./code-actions";
import { CodeStatusBadge } from "./code-status-badge";

/** The small-screen layout: one card per code. */
export function AccessCodeCards({ codes }: { codes: TAccessCode[] }) {
  const { t } = useTranslation("admin-users");
  const formatDate = useFormatDate("mediumDate");
  return (
    <ul aria-label={t("codes.tableLabel")} className="space-y-3">
      {codes.map((code) => (
        <li key={code.id} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-mono font-semibold tracking-wider">{code.code}</p>
              <p className="text-xs text-muted">
                {t(`codes.kinds.${code.kind}`)} · {t(`tiers.${code.tier}`, { ns: "common" })} ·{" "}
                {t("codes.days", { count: code.duration_days })}
              </p>
            </div>
            <CodeActions code={code} />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <CodeStatusBadge code={code} />
            <span className="tabular-nums">
              {t("codes.columns.uses")}: {t("codes.usesOf", { uses: code.uses, max: code.max_uses })}
            </span>
            <span className="text-muted">{code.expires_at ? formatDate(code.expires_at) : t("codes.noExpiry")}</span>
          </div>
          {code.note && <p className="mt-2 text-sm text-muted">{code.note}</p>}
        </li>
      ))}
    </ul>
  );
}
