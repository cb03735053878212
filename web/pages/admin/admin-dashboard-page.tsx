import { useTranslation } from "../../lib/translation/use-translation";
import { useAdminDashboard } from "../../features/admin-dashboard/api/dashboard";
import { MembersByTier } from "../../features/admin-dashboard/components/members-by-tier";
import { SignupsChart } from "../../features/admin-dashboard/components/signups-chart";
import { StatCard } from "../../features/admin-dashboard/components/stat-card";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/skeleton";
import { numberFormat } from "../../lib/intl-formats";
import { useBackOfficeTitle } from "../../lib/use-document-title";

/** The back office's first page: the business at a glance (Ghost's dashboard as reference). */
export function AdminDashboardPage() {
  const { t, i18n } = useTranslation("admin-dashboard");
  useBackOfficeTitle(t("title"));
  const dashboard = useAdminDashboard();
  const number = numberFormat(i18n.language);
  const euros = numberFormat(i18n.language, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const percent = numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <section>
      <PageHeader title={t("title")} description={t("description")} />
      {dashboard.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("error")}
        </p>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard label={t("members")} value={number.format(dashboard.data.total_members)} />
            <StatCard label={t("paying")} value={number.format(dashboard.data.paying)} />
            <StatCard label={t("mrr")} value={euros.format(dashboard.data.mrr_eur)} hint={t("mrrHint")} />
            <StatCard label={t("trials")} value={number.format(dashboard.data.trials.active)} />
            <StatCard
              label={t("conversion")}
              value={
                dashboard.data.trials.conversion_rate === null
                  ? "—"
                  : percent.format(dashboard.data.trials.conversion_rate)
              }
              hint={
                dashboard.data.trials.finished
                  ? t("conversionHint", {
                      converted: dashboard.data.trials.converted,
                      finished: dashboard.data.trials.finished,
                    })
                  : t("noConversion")
              }
            />
            <StatCard label={t("cancellations")} value={number.format(dashboard.data.cancellations_this_month)} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <MembersByTier counts={dashboard.data.members_by_tier} total={dashboard.data.total_members} />
            <SignupsChart weeks={dashboard.data.signups_per_week} />
          </div>
        </div>
      )}
    </section>
  );
}
