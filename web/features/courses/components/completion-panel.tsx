import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Award, Download } from "lucide-react";
import { useDownloadCertificate } from "../api/certificates";
import { Button } from "../../../ui/button";
import { ApiError } from "../../../lib/api";
import { CertificateNameForm } from "./certificate-name-form";

/**
 * Completion badge and the certificate: download (issued on first download) and its public page.
 * Without a saved name the first download asks for it before any request, so none is refused.
 */
export function CompletionPanel({
  slug,
  certificateCode,
  hasCertificateName,
}: {
  slug: string;
  certificateCode: string | null;
  hasCertificateName: boolean;
}) {
  const { t } = useTranslation("courses");
  const download = useDownloadCertificate(slug);
  const badName = download.error instanceof ApiError && download.error.status === 400;
  const needsName = !certificateCode && !hasCertificateName && !download.isSuccess;
  return (
    <section
      aria-labelledby="completion-title"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
    >
      <h2 id="completion-title" className="flex items-center gap-2 text-lg font-semibold">
        <Award className="h-6 w-6 text-emerald-700" aria-hidden="true" />
        {t("completion.badge")}
      </h2>
      <p className="mt-2 text-sm">{t("completion.text")}</p>
      {(needsName || badName) && (
        <CertificateNameForm
          invalid={badName}
          pending={download.isPending}
          onSubmit={(name) => download.mutate(name)}
        />
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {!needsName && !badName && (
          <Button onClick={() => download.mutate(undefined)} disabled={download.isPending}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {download.isPending ? t("completion.downloading") : t("completion.download")}
          </Button>
        )}
        {certificateCode && (
          <Button asChild variant="secondary">
            <Link to={`/certificados/${encodeURIComponent(certificateCode)}`}>{t("completion.verify")}</Link>
          </Button>
        )}
      </div>
      {download.isError && !needsName && !badName && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("completion.error")}
        </p>
      )}
    </section>
  );
}
