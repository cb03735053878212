import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Send } from "lucide-react";
import { COMMENT_CONTENT_MAX, COMMENT_EMAIL_MAX, COMMENT_NAME_MAX } from "../../../../contracts/comment-limits";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { Button } from "../../../ui/button";
import { FieldError, Input, Label, Textarea } from "../../../ui/form-controls";
import { useCreateComment } from "../api/create-comment";
import { errorsFromDetails, validateComment, type CommentErrors, type CommentFields } from "./validate-comment";

const EMPTY: CommentFields = { name: "", email: "", content: "" };
const KNOWN_ERRORS = ["rate_limited", "not_found", "network"] as const;

interface CommentFormProps {
  slug: string;
  parentId?: string;
  /** Shown as "Reply to {name}" with a cancel button. */
  replyToName?: string;
  onDone?: () => void;
}

export function CommentForm({ slug, parentId, replyToName, onDone }: CommentFormProps) {
  const { t } = useTranslation("blog");
  const formId = useId();
  const [fields, setFields] = useState<CommentFields>(EMPTY);
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<CommentErrors>({});
  const create = useCreateComment(slug);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateComment(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        name: fields.name.trim(),
        email: fields.email.trim(),
        content: fields.content.trim(),
        parentId: parentId ?? null,
        website,
      },
      {
        onSuccess: () => {
          toast.success(t("comments.success.title"), { description: t("comments.success.text") });
          setFields(EMPTY);
          onDone?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "validation_failed")
            setErrors(errorsFromDetails(error.details));
          const code = error instanceof ApiError ? KNOWN_ERRORS.find((known) => known === error.code) : undefined;
          toast.error(t("comments.failure.title"), { description: t(`comments.failure.${code ?? "generic"}`) });
        },
      },
    );
  };

  const fieldProps = (name: keyof CommentFields) => ({
    id: `${formId}-${name}`,
    name,
    value: fields[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${formId}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });
  const errorFor = (name: keyof CommentFields) => {
    const key = errors[name];
    return <FieldError id={`${formId}-${name}-error`} message={key ? t(`comments.validation.${key}`) : undefined} />;
  };
  const isOverLimit = fields.content.length > COMMENT_CONTENT_MAX;

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={replyToName ? t("comments.form.replyTitle", { name: replyToName }) : t("comments.form.title")}
      className={cn("space-y-4", parentId && "rounded-2xl border border-border bg-surface-muted p-4")}
    >
      {replyToName && <p className="text-sm font-medium">{t("comments.form.replyTitle", { name: replyToName })}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${formId}-name`}>{t("comments.form.name")}</Label>
          <Input {...fieldProps("name")} autoComplete="name" maxLength={COMMENT_NAME_MAX} />
          {errorFor("name")}
        </div>
        <div>
          <Label htmlFor={`${formId}-email`}>{t("comments.form.email")}</Label>
          <Input {...fieldProps("email")} type="email" autoComplete="email" maxLength={COMMENT_EMAIL_MAX} />
          <p className="mt-1 text-xs text-muted">{t("comments.form.emailHint")}</p>
          {errorFor("email")}
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-website`}>{t("comments.form.honeypot")}</label>
        <input
          id={`${formId}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${formId}-content`}>{t("comments.form.content")}</Label>
        <Textarea {...fieldProps("content")} rows={parentId ? 3 : 5} maxLength={COMMENT_CONTENT_MAX} />
        <div className="flex items-start gap-2">
          {errorFor("content")}
          <span
            data-testid="comment-counter"
            className={cn("ml-auto mt-1 text-xs tabular-nums", isOverLimit ? "text-red-600" : "text-muted")}
          >
            {fields.content.length}/{COMMENT_CONTENT_MAX}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {create.isPending ? t("comments.form.sending") : t("comments.form.submit")}
        </Button>
        {onDone && parentId && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t("comments.form.cancelReply")}
          </Button>
        )}
        <p className="text-xs text-muted">{t("comments.form.moderationNote")}</p>
      </div>
    </form>
  );
}
