import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import { GraduationCap, ListOrdered, Pencil, Plus, Trash2 } from "lucide-react";
import type { TAdminCourse } from "../../../../contracts/courses";
import { Button } from "../../../ui/button";
import { ConfirmDeleteDialog } from "../../../ui/confirm-delete";
import { DataTable, type DataColumn } from "../../../ui/data-table";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { RowActionButton, RowActionLink, RowActions } from "../../../ui/row-actions";
import { useAdminCourses, useDeleteCourse, useReorderCourses } from "../api/admin-courses";
import { CourseFormDialog } from "./course-form-dialog";
import { CourseStatusBadge } from "./course-status-badge";
import { MoveButtons } from "./move-buttons";

/** /admin/microcursos: every course with its numbers; create, edit, reorder, delete with confirmation. */
export function CoursesAdminPanel() {
  const { t } = useTranslation("admin-courses");
  const courses = useAdminCourses();
  const reorder = useReorderCourses();
  const remove = useDeleteCourse();
  const { editing, create, edit, close } = useRowEditor<TAdminCourse>();
  const [deleting, setDeleting] = useState<TAdminCourse>();

  if (courses.isPending) return <ListSkeleton />;
  if (courses.isError) return <ListError message={t("courses.error")} onRetry={() => void courses.refetch()} />;
  const ids = courses.data.map((course) => course.id);
  const columns: DataColumn<TAdminCourse>[] = [
    { header: t("courses.columns.title"), cell: (course) => course.title, className: "font-medium" },
    {
      header: t("courses.columns.status"),
      cell: (course) => <CourseStatusBadge status={course.status} />,
    },
    { header: t("courses.columns.tier"), cell: (course) => t(`tiers.${course.requiredTier}`, { ns: "common" }) },
    { header: t("courses.columns.lessons"), cell: (course) => course.lessonCount },
    { header: t("courses.columns.learners"), cell: (course) => course.learners },
    { header: t("courses.columns.completions"), cell: (course) => course.completions },
  ];
  const actions = (course: TAdminCourse, index: number) => (
    <RowActions>
      <MoveButtons
        ids={ids}
        index={index}
        upLabel={t("courses.moveUp", { title: course.title })}
        downLabel={t("courses.moveDown", { title: course.title })}
        reorder={reorder}
      />
      <RowActionLink
        to={`/admin/microcursos/${course.id}/lecciones`}
        icon={ListOrdered}
        text={t("courses.lessons")}
        aria-label={`${t("courses.lessons")}: ${course.title}`}
      />
      <RowActionButton
        icon={Pencil}
        text={t("courses.edit")}
        aria-label={`${t("courses.edit")}: ${course.title}`}
        onClick={() => edit(course)}
      />
      <RowActionButton
        icon={Trash2}
        text={t("courses.delete")}
        isDestructive
        aria-label={`${t("courses.delete")}: ${course.title}`}
        onClick={() => setDeleting(course)}
      />
    </RowActions>
  );
  return (
    <div className="space-y-6">
      <Button onClick={() => create()}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("courses.create")}
      </Button>
      {courses.data.length === 0 ? (
        <ListEmpty icon={GraduationCap}>{t("courses.empty")}</ListEmpty>
      ) : (
        <DataTable
          label={t("courses.tableLabel")}
          columns={columns}
          rows={courses.data}
          actions={{ header: t("courses.columns.actions"), cell: actions }}
        />
      )}
      {editing && <CourseFormDialog key={editing.key} course={editing.row} onClose={close} />}
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t("courses.deleteTitle")}
        description={t("courses.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("courses.delete")}
        deletedMessage={t("courses.deleted")}
      />
    </div>
  );
}
