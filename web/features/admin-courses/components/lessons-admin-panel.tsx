import { useState } from "react";
import { Link } from "../../../lib/router";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useBackOfficeTitle } from "../../../lib/use-document-title";
import { ArrowLeft, BookOpen, Pencil, Plus, Trash2 } from "lucide-react";
import type { TAdminLesson } from "../../../../contracts/courses";
import { Button } from "../../../ui/button";
import { ConfirmDeleteDialog } from "../../../ui/confirm-delete";
import { DataTable, type DataColumn } from "../../../ui/data-table";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { RowActionButton, RowActionLink, RowActions } from "../../../ui/row-actions";
import { useAdminLessons, useDeleteLesson, useReorderLessons } from "../api/admin-courses";
import { MoveButtons } from "./move-buttons";

/** /admin/microcursos/{courseId}/lecciones: the lessons in order, with completions; reorder and delete. */
export function LessonsAdminPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation("admin-courses");
  const list = useAdminLessons(courseId);
  const reorder = useReorderLessons(courseId);
  const remove = useDeleteLesson(courseId);
  const [deleting, setDeleting] = useState<TAdminLesson>();
  const courseTitle = list.data?.course.title;
  useBackOfficeTitle(courseTitle === undefined ? undefined : t("lessons.title", { course: courseTitle }));
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <ListError message={t("lessons.error")} onRetry={() => void list.refetch()} />;
  const { course, lessons } = list.data;
  const ids = lessons.map((lesson) => lesson.id);
  const columns: DataColumn<TAdminLesson>[] = [
    {
      header: t("lessons.columns.title"),
      cell: (lesson, index) => (
        <>
          <span className="mr-1.5 text-muted tabular-nums">{index + 1}.</span>
          {lesson.title}
        </>
      ),
      className: "font-medium",
    },
    {
      header: t("lessons.columns.duration"),
      cell: (lesson) => t("lessons.minutes", { count: lesson.durationMinutes }),
    },
    {
      header: t("lessons.columns.video"),
      cell: (lesson) =>
        lesson.files.some((file) => file.kind === "video") ? t("lessons.hasVideo") : t("lessons.noVideo"),
    },
    { header: t("lessons.columns.completions"), cell: (lesson) => lesson.completions },
  ];
  const actions = (lesson: TAdminLesson, index: number) => (
    <RowActions>
      <MoveButtons
        ids={ids}
        index={index}
        upLabel={t("lessons.moveUp", { title: lesson.title })}
        downLabel={t("lessons.moveDown", { title: lesson.title })}
        reorder={reorder}
      />
      <RowActionLink
        to={`/admin/microcursos/${courseId}/lecciones/${lesson.id}/editar`}
        icon={Pencil}
        text={t("lessons.edit")}
        aria-label={`${t("lessons.edit")}: ${lesson.title}`}
      />
      <RowActionButton
        icon={Trash2}
        text={t("lessons.delete")}
        isDestructive
        aria-label={`${t("lessons.delete")}: ${lesson.title}`}
        onClick={() => setDeleting(lesson)}
      />
    </RowActions>
  );
  return (
    <div className="space-y-6">
      <Link
        to="/admin/microcursos"
        className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("lessons.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-foreground">{t("lessons.title", { course: course.title })}</h1>
        <p className="mt-1 text-sm text-muted">
          {t("lessons.summary", { learners: course.learners, completions: course.completions })}
        </p>
      </div>
      <Button asChild>
        <Link to={`/admin/microcursos/${courseId}/lecciones/nueva`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("lessons.create")}
        </Link>
      </Button>
      {lessons.length === 0 ? (
        <ListEmpty icon={BookOpen}>{t("lessons.empty")}</ListEmpty>
      ) : (
        <DataTable
          label={t("lessons.tableLabel")}
          columns={columns}
          rows={lessons}
          actions={{ header: t("lessons.columns.actions"), cell: actions }}
        />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t("lessons.deleteTitle")}
        description={t("lessons.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("lessons.delete")}
        deletedMessage={t("lessons.deleted")}
      />
    </div>
  );
}
