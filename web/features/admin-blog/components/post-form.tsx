import { useId, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { ArrowLeft, ExternalLink, Save, WandSparkles } from "lucide-react";
import { POST_EXCERPT_MAX } from "../../../../contracts/blog";
import { ApiError } from "../../../lib/api";
import { Button } from "../../../ui/button";
import { FieldError, Input, Label, Textarea } from "../../../ui/form-controls";
import { useSavePost } from "../api/save-post";
import { useSuggestSlug } from "../api/suggest-slug";
import { useEditingPost } from "../hooks/use-editing-post";
import { useErrorMessage } from "../hooks/use-error-message";
import { MarkdownEditor } from "./markdown-editor";
import {
  draftToInput,
  errorsFromDetails,
  validateDraft,
  visibleSlug,
  type DraftErrors,
  type DraftField,
  type PostDraft,
} from "./post-draft";
import { PostSettings } from "./post-settings";
import { LeaveConfirmation } from "../../../ui/leave-confirmation";

interface PostFormProps {
  postId: string | null;
  initial: PostDraft;
  publicSlug: string | null;
  onClose: () => void;
}

export function PostForm({ postId, initial, publicSlug, onClose }: PostFormProps) {
  const { t } = useTranslation("admin-blog");
  const formId = useId();
  const [draft, setDraft] = useState<PostDraft>(initial);
  const [savedDraft, setSavedDraft] = useState<PostDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSavePost();
  const suggest = useSuggestSlug();
  const { open } = useEditingPost();
  const errorMessage = useErrorMessage();

  const update = (patch: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t("editor.fixErrors"));
      return;
    }
    save.mutate(
      { id: postId, input: draftToInput(draft) },
      {
        onSuccess: (post) => {
          // Committed at once, so that the saved post's own address below is not taken for leaving.
          flushSync(() => setSavedDraft(draft));
          toast.success(postId ? t("editor.saved") : t("editor.created"));
          // A new post stays open as itself, so the next save edits it.
          if (!postId) open(post.id);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "slug_taken") setErrors({ slug: "slugTaken" });
          else if (error instanceof ApiError && error.code === "validation_failed")
            setErrors(errorsFromDetails(error.details));
          toast.error(t("editor.saveFailed"), { description: errorMessage(error) });
        },
      },
    );
  };

  const handleSuggestSlug = () => {
    if (!draft.title.trim()) return;
    suggest.mutate(
      { title: draft.title.trim(), excludeId: postId ?? undefined },
      {
        onSuccess: ({ slug }) => update({ slug, isSlugTouched: true }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const ids = (field: DraftField) => ({
    id: `${formId}-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${formId}-${field}-error` : undefined,
  });
  const errorFor = (field: DraftField) => {
    const key = errors[field];
    return <FieldError id={`${formId}-${field}-error`} message={key ? t(`editor.errors.${key}`) : undefined} />;
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6">
      <LeaveConfirmation hasUnsavedWork={JSON.stringify(draft) !== JSON.stringify(savedDraft)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label={t("editor.back")}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <h2 className="text-xl font-semibold">{postId ? t("editor.editTitle") : t("editor.newTitle")}</h2>
        </div>
        <div className="flex gap-2">
          {publicSlug && (
            <Button asChild variant="secondary">
              <a href={`/blog/${publicSlug}`} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {t("editor.view")}
              </a>
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            <Save className="h-4 w-4" aria-hidden="true" />
            {save.isPending ? t("editor.saving") : t("editor.save")}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <div>
            <Label htmlFor={`${formId}-title`}>{t("editor.title")}</Label>
            <Input
              {...ids("title")}
              value={draft.title}
              onChange={(event) => update({ title: event.target.value })}
              className="h-11 text-base font-medium"
            />
            {errorFor("title")}
          </div>
          <div>
            <Label htmlFor={`${formId}-slug`}>{t("editor.slug")}</Label>
            <div className="flex gap-2">
              <div className="flex flex-1 items-center rounded-lg border border-border bg-surface-muted pl-3 text-sm text-muted focus-within:border-accent">
                <span aria-hidden="true">/blog/</span>
                <Input
                  {...ids("slug")}
                  value={visibleSlug(draft)}
                  onChange={(event) => update({ slug: event.target.value, isSlugTouched: true })}
                  className="border-0 bg-transparent pl-0.5 font-mono focus:ring-0"
                />
              </div>
              <Button
                type="button"
                variant="secondary"
                onClick={handleSuggestSlug}
                disabled={suggest.isPending || !draft.title.trim()}
              >
                <WandSparkles className="h-4 w-4" aria-hidden="true" />
                <span className="hidden sm:inline">{t("editor.generateSlug")}</span>
                <span className="sr-only sm:hidden">{t("editor.generateSlug")}</span>
              </Button>
            </div>
            <p className="mt-1 text-xs text-muted">{t("editor.slugHint")}</p>
            {errorFor("slug")}
          </div>
          <div>
            <Label htmlFor={`${formId}-excerpt`}>{t("editor.excerpt")}</Label>
            <Textarea
              {...ids("excerpt")}
              rows={3}
              className="min-h-20"
              value={draft.excerpt}
              maxLength={POST_EXCERPT_MAX}
              onChange={(event) => update({ excerpt: event.target.value })}
            />
            <div className="flex">
              {errorFor("excerpt")}
              <span className="ml-auto mt-1 text-xs text-muted tabular-nums">
                {draft.excerpt.length}/{POST_EXCERPT_MAX}
              </span>
            </div>
          </div>
          <div>
            <Label htmlFor={`${formId}-content`}>{t("editor.content")}</Label>
            <MarkdownEditor
              id={`${formId}-content`}
              value={draft.content}
              onChange={(content) => update({ content })}
              invalid={Boolean(errors.content)}
              describedBy={errors.content ? `${formId}-content-error` : undefined}
            />
            {errorFor("content")}
          </div>
        </div>
        <PostSettings formId={formId} draft={draft} onChange={update} errorFor={errorFor} />
      </div>
    </form>
  );
}
