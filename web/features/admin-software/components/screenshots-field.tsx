import { useRef } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { ImagePlus, Loader2, Trash2 } from "lucide-react";
import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "../../../../contracts/blog";
import {
  SOFTWARE_SCREENSHOT_ALT_MAX,
  SOFTWARE_SCREENSHOTS_MAX,
  type TScreenshot,
} from "../../../../contracts/software";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/form-controls";
import { useAdminImageUpload } from "../../../lib/admin-resource/admin-mutation";

/** The product's screenshots: upload to the file store, give each an alt text, remove. */
export function ScreenshotsField({
  value,
  onChange,
}: {
  value: TScreenshot[];
  onChange: (screenshots: TScreenshot[]) => void;
}) {
  const { t } = useTranslation("software");
  const input = useRef<HTMLInputElement>(null);
  const upload = useAdminImageUpload();

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_CONTENT_TYPES.some((type) => type === file.type)) return void toast.error(t("admin.form.wrongType"));
    if (file.size > UPLOAD_MAX_BYTES) return void toast.error(t("admin.form.tooLarge"));
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange([...value, { url: uploaded.url, alt: "" }]),
      onError: () => toast.error(t("admin.form.uploadFailed")),
    });
  };

  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">{t("admin.form.screenshots")}</legend>
      {value.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {value.map((screenshot, index) => (
            <li key={screenshot.url} className="space-y-2">
              <img
                src={screenshot.url}
                alt=""
                className="aspect-[16/9] w-full rounded-lg border border-border object-cover"
              />
              <div className="flex gap-2">
                <Input
                  aria-label={t("admin.form.screenshotAlt", { number: index + 1 })}
                  value={screenshot.alt}
                  maxLength={SOFTWARE_SCREENSHOT_ALT_MAX}
                  onChange={(event) =>
                    onChange(
                      value.map((item, position) => (position === index ? { ...item, alt: event.target.value } : item)),
                    )
                  }
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t("admin.form.removeScreenshot", { number: index + 1 })}
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {/* The button below opens this picker, so the input stays out of the tab order. */}
      <input
        ref={input}
        type="file"
        aria-label={t("admin.form.addScreenshot")}
        tabIndex={-1}
        accept={IMAGE_CONTENT_TYPES.join(",")}
        className="sr-only"
        onChange={(event) => {
          handleFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={upload.isPending || value.length >= SOFTWARE_SCREENSHOTS_MAX}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
        )}
        {upload.isPending ? t("admin.form.uploading") : t("admin.form.addScreenshot")}
      </Button>
      <p className="text-xs text-muted">{t("admin.form.screenshotsHint", { max: SOFTWARE_SCREENSHOTS_MAX })}</p>
    </fieldset>
  );
}
