import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import type { TUploadedFile } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { Label } from "../../../ui/form-controls";
import { useAuth } from "../../../lib/auth-context";

/** A course cover: a public image uploaded like the blog's (web sizes, metadata stripped). */
export function CoverField({ url, onChange }: { url: string | null; onChange: (url: string | null) => void }) {
  const { t } = useTranslation("admin-courses");
  const { getAccessToken } = useAuth();
  const [isUploading, setIsUploading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  async function upload(file: File) {
    setIsUploading(true);
    setHasFailed(false);
    try {
      const form = new FormData();
      form.append("file", file);
      const uploaded = await apiFetch<TUploadedFile>("/api/admin/uploads", {
        method: "POST",
        body: form,
        accessToken: await getAccessToken(),
      });
      onChange(uploaded.url);
    } catch {
      setHasFailed(true);
    } finally {
      setIsUploading(false);
    }
  }
  return (
    <div className="space-y-2">
      <Label htmlFor="course-cover">{t("courseForm.cover")}</Label>
      {url && <img src={url} alt="" className="max-h-40 rounded-lg border border-border" />}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id="course-cover"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={isUploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="block text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-surface-muted"
        />
        {isUploading && <span className="text-sm text-muted">{t("courseForm.coverUploading")}</span>}
        {url && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t("courseForm.coverRemove")}
          </Button>
        )}
      </div>
      {hasFailed && (
        <p role="alert" className="text-sm text-red-700">
          {t("files.errors.generic")}
        </p>
      )}
    </div>
  );
}
