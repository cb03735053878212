import { Download } from "lucide-react";
import type { TServiceJob } from "../../../../contracts/service-jobs";
import type { TTranscriptionResult } from "../../../../contracts/transcription";
import { useAuth } from "../../../lib/auth-context";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/toast";
import { downloadJobFile } from "../api/jobs";
import { TranscriptInsights } from "./transcript-insights";

const DOWNLOADS = [
  { file: "transcript.txt", extension: "txt", label: "tool.downloadTxt" },
  { file: "subtitles.srt", extension: "srt", label: "tool.downloadSrt" },
  { file: "subtitles.vtt", extension: "vtt", label: "tool.downloadVtt" },
] as const;

/** A finished transcription: its text, its timed segments and the three downloads. */
export function TranscriptionResult({ job }: { job: TServiceJob }) {
  const { t } = useTranslation("service-jobs");
  const { getAccessToken } = useAuth();
  const result = job.result as TTranscriptionResult;
  const base = (job.fileName ?? "transcripcion").replace(/\.[^.]*$/, "");
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t("tool.duration", { duration: clock(result.durationSeconds) })}</p>
      <section aria-label={t("tool.downloads")} className="flex flex-wrap gap-2">
        {DOWNLOADS.map((download) => (
          <Button
            key={download.file}
            size="sm"
            variant="secondary"
            onClick={() =>
              void getAccessToken()
                .then((token) => downloadJobFile(job, download.file, token, `${base}.${download.extension}`))
                .catch(() => toast.error(t("errors.internal_error")))
            }
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t(download.label)}
          </Button>
        ))}
      </section>
      <TranscriptInsights source={job} clock={clock} />
      <section>
        <h4 className="text-sm font-semibold text-foreground">{t("tool.segments")}</h4>
        <ol className="mt-2 max-h-80 space-y-1 overflow-y-auto rounded-lg bg-surface-muted p-3 text-sm">
          {result.segments.map((segment) => (
            <li key={`${segment.start}-${segment.text}`} className="flex gap-3">
              <span className="shrink-0 font-mono text-muted">{clock(segment.start)}</span>
              <span className="text-foreground">{segment.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
