import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  COURSE_TIERS,
  ZCourseInputSchema,
  type TAdminCourse,
} from "../../../../contracts/courses";
import { slugify } from "../../../../contracts/blog";
import { TierSelect } from "../../../lib/tier-select";
import { FormDialog } from "../../../ui/form-dialog";
import { Input, Label, Textarea } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { listFromLines } from "../../../lib/admin-resource/lines";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { useSaveCourse } from "../api/admin-courses";
import { CoverField } from "./cover-field";

type Draft = Omit<TAdminCourse, "id" | "lessonCount" | "learners" | "completions">;

const EMPTY: Draft = {
  title: "",
  slug: "",
  description: "",
  excerpt: "",
  coverImageUrl: null,
  category: "general",
  level: "beginner",
  status: "draft",
  requiredTier: "free",
  estimatedMinutes: 0,
  orderIndex: 0,
  learnings: [],
};

/** Every microcourse field, in a dialog; the server validates again. */
export function CourseFormDialog({ course, onClose }: { course?: TAdminCourse; onClose: () => void }) {
  const { t } = useTranslation(["admin-courses", "courses"]);
  // What the learner will learn is typed one item per line.
  const [learnings, setLearnings] = useState(() => (course?.learnings ?? []).join("\n"));
  const { draft, set, dialog } = useAdminForm({
    initial: (): Draft => (course ? { ...course } : EMPTY),
    toInput: (current) => ({
      ...current,
      slug: current.slug || slugify(current.title),
      learnings: listFromLines(learnings),
    }),
    schema: ZCourseInputSchema,
    mutation: useSaveCourse(),
    toVariables: (input) => ({ id: course?.id, input }),
    messages: { invalid: t("courseForm.invalid"), saved: t("courseForm.saved"), slugTaken: t("courseForm.slugTaken") },
    onClose,
  });

  const text = (key: "title" | "slug" | "excerpt", label: string, hint?: string) => (
    <div>
      <Label htmlFor={`course-${key}`}>{label}</Label>
      <Input
        id={`course-${key}`}
        value={draft[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-describedby={hint ? `course-${key}-hint` : undefined}
      />
      {hint && (
        <p id={`course-${key}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
  const number = (key: "estimatedMinutes" | "orderIndex", label: string) => (
    <div>
      <Label htmlFor={`course-${key}`}>{label}</Label>
      <Input
        id={`course-${key}`}
        type="number"
        min={0}
        value={draft[key]}
        onChange={(event) => set(key, Math.max(0, Math.floor(Number(event.target.value) || 0)))}
      />
    </div>
  );

  return (
    <FormDialog
      title={course ? t("courseForm.editTitle") : t("courseForm.createTitle")}
      className="max-w-3xl"
      labels={{ cancel: t("courseForm.cancel"), save: t("courseForm.save") }}
      {...dialog}
    >
      {text("title", t("courseForm.title"))}
      {text("slug", t("courseForm.slug"), t("courseForm.slugHint"))}
      <div className="sm:col-span-2">{text("excerpt", t("courseForm.excerpt"))}</div>
      <div className="sm:col-span-2">
        <Label htmlFor="course-description">{t("courseForm.description")}</Label>
        <Textarea
          id="course-description"
          rows={4}
          value={draft.description}
          onChange={(event) => set("description", event.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <CoverField url={draft.coverImageUrl} onChange={(url) => set("coverImageUrl", url)} />
      </div>
      <SelectField
        id="course-category"
        label={t("courseForm.category")}
        value={draft.category}
        options={COURSE_CATEGORIES}
        optionLabel={(value) => t(`categories.${value}`, { ns: "courses" })}
        onChange={(value) => set("category", value)}
      />
      <SelectField
        id="course-level"
        label={t("courseForm.level")}
        value={draft.level}
        options={COURSE_LEVELS}
        optionLabel={(value) => t(`levels.${value}`, { ns: "courses" })}
        onChange={(value) => set("level", value)}
      />
      <TierSelect
        id="course-tier"
        label={t("courseForm.tier")}
        value={draft.requiredTier}
        options={COURSE_TIERS}
        onChange={(value) => set("requiredTier", value)}
      />
      <SelectField
        id="course-status"
        label={t("courseForm.status")}
        value={draft.status}
        options={COURSE_STATUSES}
        optionLabel={(value) => t(`courses.status.${value}`)}
        onChange={(value) => set("status", value)}
      />
      {number("estimatedMinutes", t("courseForm.estimatedMinutes"))}
      {number("orderIndex", t("courseForm.orderIndex"))}
      <div className="sm:col-span-2">
        <Label htmlFor="course-learnings">{t("courseForm.learnings")}</Label>
        <Textarea
          id="course-learnings"
          rows={4}
          value={learnings}
          onChange={(event) => setLearnings(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
