import { useTranslation } from "../../../lib/translation/use-translation";
import { slugify } from "../../../../contracts/blog";
import { COURSE_STATUSES, type TAdminCourse } from "../../../../contracts/courses";
import {
  LEARNING_PATH_DESCRIPTION_MAX,
  ZLearningPathInputSchema,
  type TAdminLearningPath,
} from "../../../../contracts/learning-paths";
import { FormDialog } from "../../../ui/form-dialog";
import { Input, Label, Textarea } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { useAdminForm } from "../../../lib/admin-resource/use-admin-form";
import { useSaveLearningPath } from "../api/admin-learning-paths";
import { PathCoursesField } from "./path-courses-field";

interface Draft {
  title: string;
  slug: string;
  description: string;
  status: TAdminLearningPath["status"];
  courseIds: string[];
}

function draftOf(path: TAdminLearningPath | undefined): Draft {
  if (!path) return { title: "", slug: "", description: "", status: "draft", courseIds: [] };
  const { title, slug, description, status, courses } = path;
  return { title, slug, description, status, courseIds: courses.map((course) => course.id) };
}

/** A learning path's fields and its courses in order; the server validates again. */
export function LearningPathFormDialog({
  path,
  courses,
  onClose,
}: {
  path?: TAdminLearningPath;
  courses: TAdminCourse[];
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-courses");
  const { draft, set, dialog } = useAdminForm({
    initial: () => draftOf(path),
    toInput: (current) => ({ ...current, slug: current.slug || slugify(current.title) }),
    schema: ZLearningPathInputSchema,
    mutation: useSaveLearningPath(),
    toVariables: (input) => ({ id: path?.id, input }),
    messages: { invalid: t("pathForm.invalid"), saved: t("pathForm.saved"), slugTaken: t("pathForm.slugTaken") },
    onClose,
  });

  return (
    <FormDialog
      title={path ? t("pathForm.editTitle") : t("pathForm.createTitle")}
      className="max-w-3xl"
      labels={{ cancel: t("courseForm.cancel"), save: t("courseForm.save") }}
      {...dialog}
    >
      <div>
        <Label htmlFor="path-title">{t("pathForm.title")}</Label>
        <Input id="path-title" value={draft.title} onChange={(event) => set("title", event.target.value)} />
      </div>
      <div>
        <Label htmlFor="path-slug">{t("courseForm.slug")}</Label>
        <Input
          id="path-slug"
          value={draft.slug}
          aria-describedby="path-slug-hint"
          onChange={(event) => set("slug", event.target.value)}
        />
        <p id="path-slug-hint" className="mt-1 text-xs text-muted">
          {t("courseForm.slugHint")}
        </p>
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="path-description">{t("pathForm.description")}</Label>
        <Textarea
          id="path-description"
          rows={3}
          maxLength={LEARNING_PATH_DESCRIPTION_MAX}
          value={draft.description}
          onChange={(event) => set("description", event.target.value)}
        />
      </div>
      <SelectField
        id="path-status"
        label={t("courseForm.status")}
        value={draft.status}
        options={COURSE_STATUSES}
        optionLabel={(value) => t(`courses.status.${value}`)}
        onChange={(value) => set("status", value)}
      />
      <div className="sm:col-span-2">
        <PathCoursesField courses={courses} value={draft.courseIds} onChange={(ids) => set("courseIds", ids)} />
      </div>
    </FormDialog>
  );
}
