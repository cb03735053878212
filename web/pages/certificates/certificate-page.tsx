import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { BadgeCheck, ShieldX } from "lucide-react";
import { ApiError } from "../../lib/api";
import { useCertificate } from "../../features/courses/api/certificates";
import { formatDuration } from "../../features/courses/components/format-duration";
import { Button } from "../../ui/button";
import { ListError } from "../../ui/list-states";
import { DetailPlaceholder } from "../../ui/placeholders";
import { dateTimeFormat } from "../../lib/intl-formats";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /certificados/{code}: the public check of a certificate; an unknown code says so. */
export function CertificatePage() {
  const { t, i18n } = useTranslation("courses");
  useDocumentTitle(t("certificate.title"));
  const { code = "" } = useParams();
  const certificate = useCertificate(code);
  if (certificate.isPending) return <DetailPlaceholder />;
  if (certificate.isError) {
    if (certificate.error instanceof ApiError && certificate.error.status < 500) {
      return (
        <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
          <section className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-950">
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              <ShieldX className="h-7 w-7" aria-hidden="true" />
              {t("certificate.invalidTitle")}
            </h1>
            <p className="mt-3">{t("certificate.invalidText", { code })}</p>
          </section>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <ListError message={t("certificate.error")} onRetry={() => void certificate.refetch()} />
      </div>
    );
  }
  const data = certificate.data;
  const date = dateTimeFormat(i18n.language, { day: "numeric", month: "long", year: "numeric" }).format(
    new Date(data.issuedAt),
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-wide text-muted">{t("certificate.title")}</p>
      <section className="mt-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <BadgeCheck className="h-7 w-7 text-emerald-700" aria-hidden="true" />
          {t("certificate.valid")}
        </h1>
        <p className="mt-3 text-lg">{t("certificate.text", { name: data.displayName, course: data.courseTitle })}</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {[
            [t("certificate.name"), data.displayName],
            [t("certificate.course"), data.courseTitle],
            [t("certificate.date"), date],
            [t("certificate.hours"), formatDuration(t, data.totalMinutes * 60)],
            [t("certificate.code"), data.code],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-emerald-800">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {data.courseSlug && (
        <Button asChild variant="secondary" className="mt-6">
          <Link to={`/microcursos/${encodeURIComponent(data.courseSlug)}`}>{t("certificate.openCourse")}</Link>
        </Button>
      )}
    </div>
  );
}
