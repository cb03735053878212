import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { X } from "lucide-react";
import { LESSON_FILE_KINDS, type LessonFileKind, type TAdminLesson } from "../../../../contracts/courses";
import { Button } from "../../../ui/button";
import { FilePicker } from "../../../ui/file-picker";
import { useAuth } from "../../../lib/auth-context";
import { useDeleteLessonFile, useInvalidateLessons } from "../api/admin-courses";
import { uploadLessonFile, UploadError } from "../api/upload-lesson-file";
import { ProgressTrack } from "../../../ui/progress-track";

const ACCEPT: Record<LessonFileKind, string> = {
  video: "video/mp4,video/webm",
  captions: ".vtt,text/vtt",
  image: "image/jpeg,image/png,image/webp,image/gif",
  attachment: "application/pdf,image/jpeg,image/png,image/webp,image/gif",
};

/** Video (one), captions (one), images and attachments of a lesson, each uploaded with a progress bar. */
export function LessonFilesPanel({ courseId, lesson }: { courseId: string; lesson: TAdminLesson }) {
  const { t } = useTranslation("admin-courses");
  const { getAccessToken } = useAuth();
  const invalidate = useInvalidateLessons(courseId);
  const remove = useDeleteLessonFile(courseId, lesson.id);
  const [upload, setUpload] = useState<{ name: string; percent: number }>();
  const [error, setError] = useState<string>();

  async function send(kind: LessonFileKind, file: File) {
    setError(undefined);
    setUpload({ name: file.name, percent: 0 });
    try {
      await uploadLessonFile({
        courseId,
        lessonId: lesson.id,
        kind,
        file,
        accessToken: await getAccessToken(),
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
      toast.success(t("files.uploaded"));
      await invalidate();
    } catch (failure) {
      const code = failure instanceof UploadError ? failure.code : "generic";
      setError(
        code === "payload_too_large" || code === "unsupported_media_type"
          ? t(`files.errors.${code}`)
          : t("files.errors.generic"),
      );
    } finally {
      setUpload(undefined);
    }
  }

  return (
    <section aria-labelledby="lesson-files-title" className="space-y-5 rounded-2xl border border-border bg-surface p-5">
      <h2 id="lesson-files-title" className="text-lg font-semibold text-foreground">
        {t("files.title")}
      </h2>
      {LESSON_FILE_KINDS.map((kind) => {
        const files = lesson.files.filter((file) => file.kind === kind);
        return (
          <div key={kind} className="space-y-2">
            <label htmlFor={`lesson-file-${kind}`} className="block text-sm font-medium text-foreground">
              {t(`files.${kind}`)}
            </label>
            <ul className="space-y-1 text-sm">
              {files.length === 0 && <li className="text-muted">{t("files.none")}</li>}
              {files.map((file) => (
                <li key={file.id} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("files.remove", { name: file.name })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(file.id, { onSuccess: () => toast.success(t("files.removed")) })}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <FilePicker
              id={`lesson-file-${kind}`}
              accept={ACCEPT[kind]}
              disabled={Boolean(upload)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void send(kind, file);
              }}
            />
          </div>
        );
      })}
      {upload && (
        <div className="space-y-1" role="status">
          <ProgressTrack
            max={100}
            value={upload.percent}
            label={t("files.uploading", { name: upload.name, percent: upload.percent })}
          />
          <p className="text-sm text-muted">{t("files.uploading", { name: upload.name, percent: upload.percent })}</p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
