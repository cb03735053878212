import { useTranslation } from "../../../lib/translation/use-translation";
import { Download, FileText } from "lucide-react";
import type { TLessonDetail } from "../../../../contracts/courses";

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The lesson's images and its attachments to download (both behind the course's tier). */
export function LessonFiles({ lesson }: { lesson: TLessonDetail }) {
  const { t } = useTranslation("courses");
  return (
    <>
      {lesson.images.length > 0 && (
        <section aria-labelledby="lesson-images" className="space-y-3">
          <h2 id="lesson-images" className="text-lg font-semibold text-foreground">
            {t("lesson.images")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {lesson.images.map((image) => (
              <img
                key={image.id}
                src={image.url}
                alt={image.name.replace(/\.[a-z0-9]+$/i, "")}
                loading="lazy"
                className="w-full rounded-xl border border-border"
              />
            ))}
          </div>
        </section>
      )}
      {lesson.attachments.length > 0 && (
        <section aria-labelledby="lesson-attachments" className="space-y-3">
          <h2 id="lesson-attachments" className="text-lg font-semibold text-foreground">
            {t("lesson.attachments")}
          </h2>
          <ul className="space-y-2">
            {lesson.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={file.url}
                  download={file.name}
                  className="flex items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-foreground hover:border-accent"
                >
                  <FileText className="h-5 w-5 text-accent" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
                  <span className="text-sm text-muted">{formatSize(file.size)}</span>
                  <Download className="h-4 w-4 text-muted" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
