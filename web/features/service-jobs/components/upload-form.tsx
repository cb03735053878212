import { useState, type FormEvent, type ReactNode } from "react";
import { Upload } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TJobAccepted } from "../../../../contracts/service-jobs";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { FilePicker } from "../../../ui/file-picker";
import { Label, Textarea } from "../../../ui/form-controls";
import { uploadServiceForm } from "../api/jobs";
import { jobErrorKey } from "./job-error";
import { ProgressBar } from "./progress-bar";

interface UploadFormProps {
  kind: string;
  /** The service's POST route, e.g. /api/services/transcriptions. */
  path: string;
  accept: string;
  maxBytes: number;
  /** Extra fields (language, task...) rendered inside the form; their `name`s are sent. */
  children?: ReactNode;
  /** "text": a pasted text, sent as the field `text`, takes the file's place (same size cap). */
  source?: "file" | "text";
  onQueued: (job: TJobAccepted) => void;
}

/** Picks a file (or takes a pasted text) and sends it with the form's fields, showing the upload's progress. */
export function UploadForm({ kind, path, accept, maxBytes, children, source = "file", onQueued }: UploadFormProps) {
  const { t } = useTranslation("service-jobs");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    // The form leaves the browser's bubbles off (they speak the browser's language, not the
    // site's), so every required file is checked here, a comparison's second version too.
    const emptyFile = findEmptyRequiredFile(formElement);
    if (emptyFile) return setError(t(emptyFile.name === "file" ? "upload.pickFile" : "upload.pickBothFiles"));
    const size = source === "text" ? pastedSize(form.get("text")) : fileSize(form.get("file"));
    if (size === 0) return setError(t(source === "text" ? "upload.pasteText" : "upload.pickFile"));
    if (size > maxBytes) return setError(t("errors.payload_too_large"));
    setError(undefined);
    setProgress(0);
    try {
      const accepted = await uploadServiceForm(path, form, {
        accessToken: await getAccessToken(),
        onProgress: setProgress,
      });
      await queryClient.invalidateQueries({ queryKey: ["services", "jobs", kind] });
      onQueued(accepted);
      formElement.reset();
    } catch (caught) {
      setError(t(jobErrorKey(caught instanceof ApiError ? caught.code : "internal_error")));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        {source === "text" ? (
          <>
            <Label htmlFor={`${kind}-text`}>{t("upload.textLabel")}</Label>
            <Textarea id={`${kind}-text`} name="text" required rows={10} className="mt-1" />
          </>
        ) : (
          <>
            <label htmlFor={`${kind}-file`} className="block text-sm font-semibold text-foreground">
              {t("upload.fileLabel")}
            </label>
            <FilePicker id={`${kind}-file`} name="file" accept={accept} required className="mt-1" />
          </>
        )}
        <p className="mt-1 text-xs text-muted">{t("upload.maxSize", { mb: Math.floor(maxBytes / 1048576) })}</p>
      </div>
      {children}
      {progress !== undefined && (
        <ProgressBar value={progress} label={t(source === "text" ? "upload.sendingText" : "upload.uploading")} />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" disabled={progress !== undefined}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {t(source === "text" ? "upload.submitText" : "upload.submit")}
      </Button>
    </form>
  );
}

/** A picked file's bytes; 0 when none. */
function fileSize(value: FormDataEntryValue | null): number {
  return value instanceof File ? value.size : 0;
}

/** A pasted text's UTF-8 bytes (what the server caps); 0 when it is only blanks. */
function pastedSize(value: FormDataEntryValue | null): number {
  return typeof value === "string" && value.trim() ? new TextEncoder().encode(value).byteLength : 0;
}

function findEmptyRequiredFile(form: HTMLFormElement): HTMLInputElement | undefined {
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[type="file"][required]')).find(
    (input) => !input.files?.length,
  );
}
