import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Paperclip, X } from "lucide-react";
import { ATTACHMENT_MAX_BYTES, type TAttachment } from "../../../../contracts/assistants";
import { ApiError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useServiceAvailability } from "../../../lib/service-availability";
import { readMediaDuration, uploadAttachment } from "../api/upload-attachment";
import { ProgressTrack } from "../../../ui/progress-track";

export interface PendingAttachment {
  key: string;
  name: string;
  progress: number;
  attachment?: TAttachment;
  /** A translated sentence when the upload failed. */
  error?: string;
}

/** What the file dialog offers: audio and video only where a transcription model can hear them. */
export function attachmentAccept(canTranscribe: boolean): string {
  return canTranscribe ? "application/pdf,image/*,audio/*,video/*" : "application/pdf,image/*";
}

/** Uploads picked files at once (with progress) so sending only references them. */
export function useAttachmentUploads(maxCount: number) {
  const { t } = useTranslation("assistants");
  const { getAccessToken } = useAuth();
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const update = (key: string, change: Partial<PendingAttachment>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function uploadOne(file: File, key: string) {
    if (file.size > ATTACHMENT_MAX_BYTES) {
      update(key, { error: t("chat.tooLarge", { name: file.name }) });
      return;
    }
    try {
      const attachment = await uploadAttachment(file, {
        accessToken: await getAccessToken(),
        durationSeconds: await readMediaDuration(file),
        onProgress: (progress) => update(key, { progress }),
      });
      update(key, { attachment, progress: 1 });
    } catch (error) {
      const details =
        error instanceof ApiError ? (error.details as { reason?: string; capMb?: number } | undefined) : undefined;
      const code = error instanceof ApiError ? error.code : undefined;
      update(key, { error: uploadErrorText(details?.reason ?? code, file.name, details?.capMb) });
    }
  }

  /**
   * The sentence for the server's reason (`upload_error` details) or code (an audio over the day's
   * queries, too many uploads); anything else is the generic upload error.
   */
  function uploadErrorText(reason: string | undefined, name: string, capMb?: number): string {
    if (reason === "too_large") return t("chat.tooLarge", { name });
    if (reason === "storage_full") return t("chat.storageFull", { name, cap: capMb ?? 0 });
    if (reason === "unsupported_type") return t("chat.unsupported", { name });
    if (reason === "pdf_too_complex") return t("chat.pdfTooComplex", { name });
    if (reason === "unreadable_pdf") return t("chat.unreadablePdf", { name });
    if (reason === "transcription_not_configured") return t("chat.noTranscription");
    if (reason === "transcription_failed" || reason === "unreadable_media")
      return t("chat.transcriptionFailed", { name });
    if (reason === "recording_too_long") return t("chat.recordingTooLong", { name });
    if (reason === "daily_quota_reached") return t("chat.mediaQuota", { name });
    if (reason === "rate_limited") return t("chat.uploadRateLimited");
    return t("errors.upload_error");
  }

  return {
    items,
    add: (files: File[]) => {
      const room = Math.max(0, maxCount - items.length);
      const accepted = files.slice(0, room).map((file) => ({ file, key: crypto.randomUUID() }));
      setItems((current) => [...current, ...accepted.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
      for (const { file, key } of accepted) void uploadOne(file, key);
      return files.length > room;
    },
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    clear: () => setItems([]),
    ready: items.flatMap((item) => (item.attachment ? [item.attachment] : [])),
    isUploading: items.some((item) => !item.attachment && !item.error),
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;

/** The paperclip button and the list of picked files with their progress bars. */
export function AttachmentPicker({ uploads, maxCount }: { uploads: AttachmentUploads; maxCount: number }) {
  const { t } = useTranslation("assistants");
  const input = useRef<HTMLInputElement>(null);
  const [isOverLimit, setIsOverLimit] = useState(false);
  const availability = useServiceAvailability();
  const canTranscribe = availability.data?.transcriptionConfigured === true;
  return (
    <div className="space-y-2">
      {uploads.items.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {uploads.items.map((item) => (
            <li
              key={item.key}
              className="flex max-w-full items-center gap-2 rounded-lg border border-border bg-surface-muted px-2 py-1 text-xs"
            >
              <span className="max-w-48 truncate text-foreground">{item.name}</span>
              {!item.attachment && !item.error && (
                <ProgressTrack
                  className="h-1.5 w-16"
                  max={1}
                  value={item.progress}
                  label={t("chat.uploading", { name: item.name })}
                />
              )}
              {item.attachment?.transcribed && <span className="text-muted">{t("chat.transcribed")}</span>}
              {item.error && (
                <span role="alert" className="text-red-600">
                  {item.error}
                </span>
              )}
              <button
                type="button"
                className="text-muted hover:text-red-600"
                aria-label={t("chat.removeAttachment", { name: item.name })}
                onClick={() => uploads.remove(item.key)}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {availability.data && !canTranscribe && <p className="text-xs text-muted">{t("chat.noTranscription")}</p>}
      {isOverLimit && <p className="text-xs text-red-600">{t("chat.attachmentLimit", { count: maxCount })}</p>}
      <input
        ref={input}
        type="file"
        accept={attachmentAccept(canTranscribe)}
        multiple={maxCount > 1}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          setIsOverLimit(uploads.add([...(event.target.files ?? [])]));
          event.target.value = "";
        }}
      />
      <button
        type="button"
        title={t("chat.attachHint")}
        onClick={() => input.current?.click()}
        disabled={uploads.items.length >= maxCount}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs text-muted hover:text-accent disabled:opacity-50"
      >
        <Paperclip className="h-4 w-4" aria-hidden="true" />
        {t("chat.attach")}
      </button>
    </div>
  );
}
