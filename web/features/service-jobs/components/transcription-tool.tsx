import { useState } from "react";
import { RECORDING_ACCEPT, TRANSCRIPTION_LANGUAGES } from "../../../../contracts/transcription";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Card } from "../../../ui/card";
import { useServiceAvailability } from "../api/jobs";
import { JobList } from "./job-list";
import { UploadForm } from "./upload-form";
import { TranscriptionResult } from "./transcription-result";

/** The audio service's tool: upload a recording, follow its job, read and download the transcript. */
export function TranscriptionTool() {
  const { t } = useTranslation("service-jobs");
  const availability = useServiceAvailability();
  const [queuedId, setQueuedId] = useState<string | undefined>();
  return (
    <Card id="herramienta" className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-foreground">{t("tool.title")}</h2>
        <p className="mt-1 text-sm text-muted">{t("tool.intro")}</p>
      </div>
      {availability.data && !availability.data.transcriptionConfigured ? (
        <p role="status" className="rounded-lg bg-surface-muted p-3 text-sm text-foreground">
          {t("tool.unavailable")}
        </p>
      ) : (
        <UploadForm
          kind="transcription"
          path="/api/services/transcriptions"
          accept={RECORDING_ACCEPT}
          maxBytes={(availability.data?.maxUploadMb ?? 100) * 1024 * 1024}
          onQueued={(job) => setQueuedId(job.id)}
        >
          <div>
            <label htmlFor="transcription-language" className="block text-sm font-semibold text-foreground">
              {t("tool.language")}
            </label>
            <select
              id="transcription-language"
              name="language"
              defaultValue="auto"
              className="mt-1 h-10 rounded-lg border border-border bg-surface px-3 text-sm text-foreground"
            >
              {TRANSCRIPTION_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`tool.languages.${language}`)}
                </option>
              ))}
            </select>
          </div>
        </UploadForm>
      )}
      <JobList kind="transcription" openId={queuedId} renderResult={(job) => <TranscriptionResult job={job} />} />
    </Card>
  );
}
