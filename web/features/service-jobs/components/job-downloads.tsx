import { Download } from "lucide-react";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import { useAuth } from "../../../lib/auth-context";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import { downloadJobFile } from "../api/jobs";

export interface JobDownload {
  /** The job's file on the server (minutes.md, result.md...). */
  file: string;
  /** The name the browser saves it as. */
  saveAs: string;
  label: string;
}

/** A finished job's download buttons. */
export function JobDownloads({ job, downloads }: { job: TServiceJob; downloads: JobDownload[] }) {
  const { t } = useTranslation("service-jobs");
  const { getAccessToken } = useAuth();
  return (
    <section aria-label={t("tool.downloads")} className="flex flex-wrap gap-2">
      {downloads.map((download) => (
        <Button
          key={download.file}
          size="sm"
          variant="secondary"
          onClick={() =>
            void getAccessToken()
              .then((token) => downloadJobFile(job, download.file, token, download.saveAs))
              .catch(() => toast.error(t("errors.internal_error")))
          }
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {download.label}
        </Button>
      ))}
    </section>
  );
}
