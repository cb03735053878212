import { useId, useRef } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { ImagePlus, Loader2, Trash2 } from "lucide-react";
import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "../../../../contracts/blog";
import { Button } from "../../../ui/button";
import { useAdminImageUpload } from "../../../lib/admin-resource/admin-mutation";
import { useErrorMessage } from "../hooks/use-error-message";

/** The cover: upload through the server's file store, preview, replace or remove. */
export function CoverImageField({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation("admin-blog");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useAdminImageUpload();
  const errorMessage = useErrorMessage();

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_CONTENT_TYPES.some((type) => type === file.type)) {
      toast.error(t("editor.cover.wrongType"));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(t("editor.cover.tooLarge"));
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange(uploaded.url),
      onError: (error) => toast.error(t("editor.cover.failed"), { description: errorMessage(error) }),
    });
  };

  return (
    <div className="space-y-3">
      {value ? (
        <img
          src={value}
          alt={t("editor.cover.preview")}
          className="aspect-[16/9] w-full rounded-xl border border-border object-cover"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center rounded-xl border-2 border-dashed border-border bg-surface-muted text-muted">
          <ImagePlus className="h-8 w-8" aria-hidden="true" />
        </div>
      )}
      {/* The button below opens this picker, so the input stays out of the tab order; it keeps a name for screen readers. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        aria-label={t("editor.cover.title")}
        tabIndex={-1}
        accept={IMAGE_CONTENT_TYPES.join(",")}
        className="sr-only"
        onChange={(event) => {
          handleFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
          )}
          {upload.isPending
            ? t("editor.cover.uploading")
            : value
              ? t("editor.cover.replace")
              : t("editor.cover.upload")}
        </Button>
        {value && (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("editor.cover.remove")}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted">{t("editor.cover.hint")}</p>
    </div>
  );
}
