import { useState } from "react";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TASKS, type DocumentTask } from "../../../../contracts/documents";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Card } from "../../../ui/card";
import { FilePicker } from "../../../ui/file-picker";
import { Input, Label, Select } from "../../../ui/form-controls";
import { useServiceAvailability } from "../api/jobs";
import { DocumentResult } from "./document-result";
import { documentJobName } from "./document-job-name";
import { JobList } from "./job-list";
import { UploadForm } from "./upload-form";

const DOCUMENT_ACCEPT = ".pdf,.docx,.txt,.md,application/pdf,text/plain,text/markdown";

/** The document service's tool: a summary, fields, risks or the comparison of two versions. */
export function DocumentTool() {
  const { t } = useTranslation("service-jobs");
  const availability = useServiceAvailability();
  const [queuedId, setQueuedId] = useState<string | undefined>();
  const [task, setTask] = useState<DocumentTask>("summary");
  const [source, setSource] = useState<"file" | "text">("file");
  // Comparing takes two files: a pasted text offers the other tasks.
  const tasks = source === "text" ? DOCUMENT_TASKS.filter((option) => option !== "compare") : DOCUMENT_TASKS;
  const pickSource = (option: "file" | "text") => {
    setSource(option);
    if (option === "text" && task === "compare") setTask("summary");
  };
  const maxBytes = Math.min(DOCUMENT_MAX_BYTES, (availability.data?.maxUploadMb ?? 20) * 1024 * 1024);
  return (
    <Card id="herramienta" className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-foreground">{t("document.title")}</h2>
        <p className="mt-1 text-sm text-muted">{t("document.intro")}</p>
      </div>
      {availability.data && !availability.data.aiConfigured ? (
        <p role="status" className="rounded-lg bg-surface-muted p-3 text-sm text-foreground">
          {t("tool.aiUnavailable")}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-wrap gap-4 text-sm text-foreground">
            <legend className="mb-1 font-semibold">{t("document.source")}</legend>
            {(["file", "text"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="document-source"
                  checked={source === option}
                  onChange={() => pickSource(option)}
                />
                {t(`document.sources.${option}`)}
              </label>
            ))}
          </fieldset>
          <UploadForm
            kind="document"
            path="/api/services/documents"
            accept={DOCUMENT_ACCEPT}
            maxBytes={maxBytes}
            source={source}
            onQueued={(job) => setQueuedId(job.id)}
          >
            <div>
              <Label htmlFor="document-task">{t("document.task")}</Label>
              <Select
                id="document-task"
                name="task"
                value={task}
                onChange={(event) => setTask(event.target.value as DocumentTask)}
                className="mt-1"
              >
                {tasks.map((option) => (
                  <option key={option} value={option}>
                    {t(`document.tasks.${option}`)}
                  </option>
                ))}
              </Select>
            </div>
            {task === "extract" && (
              <div>
                <Label htmlFor="document-fields">{t("document.fields")}</Label>
                <Input id="document-fields" name="fields" placeholder={t("document.fieldsHint")} className="mt-1" />
              </div>
            )}
            {task === "compare" && (
              <div>
                <Label htmlFor="document-other">{t("document.otherFile")}</Label>
                <FilePicker id="document-other" name="otherFile" accept={DOCUMENT_ACCEPT} required className="mt-1" />
              </div>
            )}
          </UploadForm>
        </>
      )}
      <JobList
        kind="document"
        openId={queuedId}
        nameOf={(job) => documentJobName(job, t)}
        renderResult={(job) => <DocumentResult job={job} />}
      />
    </Card>
  );
}
