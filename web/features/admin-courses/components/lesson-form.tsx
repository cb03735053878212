import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import {
  LESSON_DURATION_MAX,
  ZLessonInputSchema,
  type TAdminLesson,
  type TLessonInput,
} from "../../../../contracts/courses";
import { slugify } from "../../../../contracts/blog";
import { ApiError } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { FieldError, Input, Label, Textarea } from "../../../ui/form-controls";
import { Markdown } from "../../../ui/markdown";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";

interface LessonFormProps {
  lesson?: TAdminLesson;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (input: TLessonInput, onError: (error: unknown) => void) => void;
}

/** Title, slug, duration and the Markdown text with a preview; the server validates again. */
export function LessonForm({ lesson, isSaving, submitLabel, onSubmit }: LessonFormProps) {
  const { t } = useTranslation("admin-courses");
  const [title, setTitle] = useState(lesson?.title ?? "");
  const [slug, setSlug] = useState(lesson?.slug ?? "");
  const [duration, setDuration] = useState(lesson?.durationMinutes ?? 0);
  const [content, setContent] = useState(lesson?.content ?? "");
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ title?: string; duration?: string }>({});

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    // The site's own messages, in the admin's language, rather than the browser's bubbles.
    const found = {
      title: title.trim() ? undefined : t("lessonForm.titleRequired"),
      duration: duration <= LESSON_DURATION_MAX ? undefined : t("lessonForm.durationMax", { max: LESSON_DURATION_MAX }),
    };
    setFieldErrors(found);
    if (found.title || found.duration) return;
    const parsed = ZLessonInputSchema.safeParse({
      title,
      slug: slug || slugify(title),
      durationMinutes: duration,
      content,
    });
    if (!parsed.success) {
      setError(t("lessonForm.invalid"));
      return;
    }
    setError(undefined);
    onSubmit(parsed.data, (failure) =>
      setError(
        failure instanceof ApiError && failure.code === "slug_taken"
          ? t("lessonForm.slugTaken")
          : t("lessonForm.invalid"),
      ),
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5 rounded-2xl border border-border bg-surface p-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="lesson-title">{t("lessonForm.title")}</Label>
          <Input
            id="lesson-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            aria-invalid={fieldErrors.title ? true : undefined}
            aria-describedby={fieldErrors.title ? "lesson-title-error" : undefined}
          />
          <FieldError id="lesson-title-error" message={fieldErrors.title} />
        </div>
        <div>
          <Label htmlFor="lesson-slug">{t("lessonForm.slug")}</Label>
          <Input
            id="lesson-slug"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            aria-describedby="lesson-slug-hint"
          />
          <p id="lesson-slug-hint" className="mt-1 text-xs text-muted">
            {t("lessonForm.slugHint")}
          </p>
        </div>
        <div>
          <Label htmlFor="lesson-duration">{t("lessonForm.duration")}</Label>
          <Input
            id="lesson-duration"
            type="number"
            min={0}
            max={LESSON_DURATION_MAX}
            value={duration}
            onChange={(event) => setDuration(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
            aria-invalid={fieldErrors.duration ? true : undefined}
            aria-describedby={fieldErrors.duration ? "lesson-duration-error" : "lesson-duration-hint"}
          />
          {fieldErrors.duration ? (
            <FieldError id="lesson-duration-error" message={fieldErrors.duration} />
          ) : (
            <p id="lesson-duration-hint" className="mt-1 text-xs text-muted">
              {t("lessonForm.durationHint")}
            </p>
          )}
        </div>
      </div>
      <div>
        <Label htmlFor="lesson-content">{t("lessonForm.content")}</Label>
        <Tabs defaultValue="write">
          <TabsList>
            <TabsTrigger value="write">{t("lessonForm.write")}</TabsTrigger>
            <TabsTrigger value="preview">{t("lessonForm.preview")}</TabsTrigger>
          </TabsList>
          <TabsContent value="write">
            <Textarea
              id="lesson-content"
              rows={14}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              className="font-mono text-sm"
            />
          </TabsContent>
          <TabsContent value="preview">
            <div className="min-h-40 rounded-lg border border-border p-4">
              <Markdown>{content}</Markdown>
            </div>
          </TabsContent>
        </Tabs>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isSaving}>
        {submitLabel}
      </Button>
    </form>
  );
}
