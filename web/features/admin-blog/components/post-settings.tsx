import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { POST_COVER_ALT_MAX, POST_READ_TIME_MAX } from "../../../../contracts/blog";
import { Card } from "../../../ui/card";
import { Input, Label, Select } from "../../../ui/form-controls";
import { useAdminCategories } from "../api/list-admin-categories";
import { CoverImageField } from "./cover-image-field";
import type { DraftField, PostDraft } from "./post-draft";

interface PostSettingsProps {
  formId: string;
  draft: PostDraft;
  onChange: (patch: Partial<PostDraft>) => void;
  errorFor: (field: DraftField) => ReactNode;
}

/** The sidebar of the editor: publication, schedule, featured, category, read time, cover. */
export function PostSettings({ formId, draft, onChange, errorFor }: PostSettingsProps) {
  const { t } = useTranslation("admin-blog");
  const categories = useAdminCategories();
  const [openedAt] = useState(() => Date.now());
  const isScheduled = draft.published && draft.publishedAt !== "" && new Date(draft.publishedAt).getTime() > openedAt;

  return (
    <aside className="space-y-4">
      <Card className="space-y-4 p-5">
        <h3 className="font-semibold">{t("editor.publishing")}</h3>
        <Toggle
          id={`${formId}-published`}
          checked={draft.published}
          onChange={(published) => onChange({ published })}
          label={t("editor.published")}
          hint={
            draft.published
              ? isScheduled
                ? t("editor.scheduledHint")
                : t("editor.publishedHint")
              : t("editor.draftHint")
          }
        />
        <div>
          <Label htmlFor={`${formId}-publishedAt`}>{t("editor.publishedAt")}</Label>
          <Input
            id={`${formId}-publishedAt`}
            type="datetime-local"
            value={draft.publishedAt}
            onChange={(event) => onChange({ publishedAt: event.target.value })}
          />
          <p className="mt-1 text-xs text-muted">{t("editor.publishedAtHint")}</p>
          {errorFor("publishedAt")}
        </div>
        <Toggle
          id={`${formId}-featured`}
          checked={draft.featured}
          onChange={(featured) => onChange({ featured })}
          label={t("editor.featured")}
          hint={t("editor.featuredHint")}
        />
      </Card>
      <Card className="space-y-4 p-5">
        <div>
          <Label htmlFor={`${formId}-category`}>{t("editor.category")}</Label>
          <Select
            id={`${formId}-category`}
            value={draft.categoryId}
            onChange={(event) => onChange({ categoryId: event.target.value })}
          >
            <option value="">{t("editor.noCategory")}</option>
            {(categories.data?.categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${formId}-readTime`}>{t("editor.readTime")}</Label>
          <Input
            id={`${formId}-readTime`}
            type="number"
            inputMode="numeric"
            min={1}
            max={POST_READ_TIME_MAX}
            value={draft.readTime}
            placeholder={t("editor.readTimeAuto")}
            onChange={(event) => onChange({ readTime: event.target.value })}
          />
          {errorFor("readTime")}
        </div>
      </Card>
      <Card className="space-y-3 p-5">
        <h3 className="font-semibold">{t("editor.cover.title")}</h3>
        <CoverImageField value={draft.coverImageUrl} onChange={(coverImageUrl) => onChange({ coverImageUrl })} />
        {draft.coverImageUrl && (
          <div>
            <Label htmlFor={`${formId}-coverAlt`}>{t("editor.cover.alt")}</Label>
            <Input
              id={`${formId}-coverAlt`}
              value={draft.coverImageAlt}
              maxLength={POST_COVER_ALT_MAX}
              aria-describedby={`${formId}-coverAlt-hint`}
              onChange={(event) => onChange({ coverImageAlt: event.target.value })}
            />
            <p id={`${formId}-coverAlt-hint`} className="mt-1 text-xs text-muted">
              {t("editor.cover.altHint")}
            </p>
          </div>
        )}
      </Card>
    </aside>
  );
}

function Toggle({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-[var(--color-accent)]"
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
