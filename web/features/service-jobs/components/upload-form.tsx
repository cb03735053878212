import { useState, type FormEvent, type ReactNode } from "react";
import { Upload } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TJobAccepted } from "../../../../contracts/service-jobs";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
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
  onQueued: (job: TJobAccepted) => void;
}

/** Picks a file and sends it with the form's fields, showing the upload's progress. */
export function UploadForm({ kind, path, accept, maxBytes, children, onQueued }: UploadFormProps) {
  const { t } = useTranslation("service-jobs");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return setError(t("upload.pickFile"));
    if (file.size > maxBytes) return setError(t("errors.payload_too_large"));
    setError(undefined);
    setProgress(0);
    try {
      const accepted = await uploadServiceForm(path, form, {
        accessToken: await getAccessToken(),
        onProgress: setProgress,
      });
      await queryClient.invalidateQueries({ queryKey: ["services", "jobs", kind] });
      onQueued(accepted);
      event.currentTarget?.reset();
    } catch (caught) {
      setError(t(jobErrorKey(caught instanceof ApiError ? caught.code : "internal_error")));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={`${kind}-file`} className="block text-sm font-semibold text-foreground">
          {t("upload.fileLabel")}
        </label>
        <input
          id={`${kind}-file`}
          name="file"
          type="file"
          accept={accept}
          required
          className="mt-1 block w-full text-sm text-foreground file:mr-3 file:rounded-lg file:border-0 file:bg-accent-soft file:px-3 file:py-2 file:text-accent"
        />
        <p className="mt-1 text-xs text-muted">{t("upload.maxSize", { mb: Math.floor(maxBytes / 1048576) })}</p>
      </div>
      {children}
      {progress !== undefined && <ProgressBar value={progress} label={t("upload.uploading")} />}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" disabled={progress !== undefined}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {t("upload.submit")}
      </Button>
    </form>
  );
}
