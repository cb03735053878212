import { useState } from "react";
import type { TMeetingResult } from "../../../../contracts/meetings";
import { RECORDING_ACCEPT, TRANSCRIPTION_LANGUAGES } from "../../../../contracts/transcription";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Card } from "../../../ui/card";
import { Input, Label, Select } from "../../../ui/form-controls";
import { useServiceAvailability } from "../api/jobs";
import { JobList } from "./job-list";
import { MeetingResult } from "./meeting-result";
import { TranscriptForm } from "./transcript-form";
import { UploadForm } from "./upload-form";

/** The meeting service's tool: a pasted transcript or a recording becomes minutes. */
export function MeetingTool() {
  const { t } = useTranslation("service-jobs");
  const availability = useServiceAvailability();
  const [queuedId, setQueuedId] = useState<string | undefined>();
  const [source, setSource] = useState<"transcript" | "recording">("transcript");
  const onQueued = (job: { id: string }) => setQueuedId(job.id);
  return (
    <Card id="herramienta" className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-foreground">{t("meeting.title")}</h2>
        <p className="mt-1 text-sm text-muted">{t("meeting.intro")}</p>
      </div>
      {availability.data && !availability.data.aiConfigured ? (
        <p role="status" className="rounded-lg bg-surface-muted p-3 text-sm text-foreground">
          {t("tool.aiUnavailable")}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-4 text-sm text-foreground">
            <legend className="mb-1 font-semibold">{t("meeting.source")}</legend>
            {(["transcript", "recording"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="meeting-source"
                  checked={source === option}
                  onChange={() => setSource(option)}
                />
                {t(`meeting.sources.${option}`)}
              </label>
            ))}
          </fieldset>
          {source === "transcript" && <TranscriptForm onQueued={onQueued} />}
          {source === "recording" &&
            (availability.data && !availability.data.transcriptionConfigured ? (
              <p role="status" className="rounded-lg bg-surface-muted p-3 text-sm text-foreground">
                {t("tool.unavailable")}
              </p>
            ) : (
              <UploadForm
                kind="meeting"
                path="/api/services/meetings"
                accept={RECORDING_ACCEPT}
                maxBytes={(availability.data?.maxUploadMb ?? 100) * 1024 * 1024}
                onQueued={onQueued}
              >
                <div>
                  <Label htmlFor="meeting-recording-title">{t("meeting.titleLabel")}</Label>
                  <Input id="meeting-recording-title" name="title" maxLength={200} className="mt-1" />
                </div>
                <div>
                  <Label htmlFor="meeting-language">{t("tool.language")}</Label>
                  <Select id="meeting-language" name="language" defaultValue="auto" className="mt-1">
                    {TRANSCRIPTION_LANGUAGES.map((language) => (
                      <option key={language} value={language}>
                        {t(`tool.languages.${language}`)}
                      </option>
                    ))}
                  </Select>
                </div>
              </UploadForm>
            ))}
        </>
      )}
      <JobList
        kind="meeting"
        openId={queuedId}
        nameOf={(job) => (job.result as TMeetingResult | undefined)?.title}
        renderResult={(job) => <MeetingResult job={job} />}
      />
    </Card>
  );
}
