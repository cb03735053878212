import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { ArrowLeft, BookOpen, Pencil, Plus, Trash2 } from "lucide-react";
import type { TAdminLesson } from "../../../../contracts/courses";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminLessons, useDeleteLesson, useReorderLessons } from "../api/admin-courses";
import { MoveButtons, moveId } from "./move-buttons";

/** /admin/microcursos/{courseId}/lecciones: the lessons in order, with completions; reorder and delete. */
export function LessonsAdminPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation("admin-courses");
  const list = useAdminLessons(courseId);
  const reorder = useReorderLessons(courseId);
  const remove = useDeleteLesson(courseId);
  const [deleting, setDeleting] = useState<TAdminLesson>();
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <ListError message={t("lessons.error")} onRetry={() => void list.refetch()} />;
  const { course, lessons } = list.data;
  const ids = lessons.map((lesson) => lesson.id);
  return (
    <div className="space-y-6">
      <Link to="/admin/microcursos" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("lessons.back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-foreground">{t("lessons.title", { course: course.title })}</h1>
        <p className="mt-1 text-sm text-muted">{t("lessons.summary", { learners: course.learners, completions: course.completions })}</p>
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
        <Table label={t("lessons.tableLabel")}>
          <TableHead>
            <tr>
              <TableHeader>{t("lessons.columns.order")}</TableHeader>
              <TableHeader>{t("lessons.columns.title")}</TableHeader>
              <TableHeader>{t("lessons.columns.duration")}</TableHeader>
              <TableHeader>{t("lessons.columns.video")}</TableHeader>
              <TableHeader>{t("lessons.columns.completions")}</TableHeader>
              <TableHeader>{t("lessons.columns.actions")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {lessons.map((lesson, index) => (
              <TableRow key={lesson.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell className="font-medium">{lesson.title}</TableCell>
                <TableCell>{t("lessons.minutes", { count: lesson.durationMinutes })}</TableCell>
                <TableCell>{lesson.files.some((file) => file.kind === "video") ? t("lessons.hasVideo") : t("lessons.noVideo")}</TableCell>
                <TableCell>{lesson.completions}</TableCell>
                <TableCell>
                  <span className="flex items-center gap-1">
                    <MoveButtons
                      index={index}
                      count={ids.length}
                      upLabel={t("lessons.moveUp", { title: lesson.title })}
                      downLabel={t("lessons.moveDown", { title: lesson.title })}
                      disabled={reorder.isPending}
                      onMove={(step) => {
                        const next = moveId(ids, index, step);
                        if (next) reorder.mutate(next);
                      }}
                    />
                    <Button asChild variant="ghost" size="icon">
                      <Link to={`/admin/microcursos/${courseId}/lecciones/${lesson.id}/editar`} aria-label={`${t("lessons.edit")}: ${lesson.title}`}>
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </Link>
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t("lessons.delete")}: ${lesson.title}`} onClick={() => setDeleting(lesson)}>
                      <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("lessons.deleteTitle")}
        description={t("lessons.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("lessons.delete")}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("lessons.deleted"));
              setDeleting(undefined);
            },
          })
        }
      />
    </div>
  );
}
