import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "../../../ui/toast";
import { GraduationCap, Pencil, Plus, Trash2 } from "lucide-react";
import type { TAdminCourse } from "../../../../contracts/courses";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../ui/table";
import { useAdminCourses, useDeleteCourse, useReorderCourses } from "../api/admin-courses";
import { CourseFormDialog } from "./course-form-dialog";
import { MoveButtons, moveId } from "./move-buttons";

/** /admin/microcursos: every course with its numbers; create, edit, reorder, delete with confirmation. */
export function CoursesAdminPanel() {
  const { t } = useTranslation("admin-courses");
  const courses = useAdminCourses();
  const reorder = useReorderCourses();
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<TAdminCourse | "new">();
  const [deleting, setDeleting] = useState<TAdminCourse>();

  if (courses.isPending) return <ListSkeleton />;
  if (courses.isError) return <ListError message={t("courses.error")} onRetry={() => void courses.refetch()} />;
  const ids = courses.data.map((course) => course.id);
  return (
    <div className="space-y-6">
      <Button onClick={() => setEditing("new")}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("courses.create")}
      </Button>
      {courses.data.length === 0 ? (
        <ListEmpty icon={GraduationCap}>{t("courses.empty")}</ListEmpty>
      ) : (
        <Table label={t("courses.tableLabel")}>
          <TableHead>
            <tr>
              <TableHeader>{t("courses.columns.title")}</TableHeader>
              <TableHeader>{t("courses.columns.status")}</TableHeader>
              <TableHeader>{t("courses.columns.tier")}</TableHeader>
              <TableHeader>{t("courses.columns.lessons")}</TableHeader>
              <TableHeader>{t("courses.columns.learners")}</TableHeader>
              <TableHeader>{t("courses.columns.completions")}</TableHeader>
              <TableHeader>{t("courses.columns.actions")}</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {courses.data.map((course, index) => (
              <TableRow key={course.id}>
                <TableCell className="font-medium">{course.title}</TableCell>
                <TableCell>
                  <Badge className={course.status === "published" ? "bg-emerald-50 text-emerald-800" : "bg-surface-muted text-muted"}>{t(`courses.status.${course.status}`)}</Badge>
                </TableCell>
                <TableCell>{t(`tiers.${course.requiredTier}`, { ns: "common" })}</TableCell>
                <TableCell>{course.lessonCount}</TableCell>
                <TableCell>{course.learners}</TableCell>
                <TableCell>{course.completions}</TableCell>
                <TableCell>
                  <span className="flex items-center gap-1">
                    <MoveButtons
                      index={index}
                      count={ids.length}
                      upLabel={t("courses.moveUp", { title: course.title })}
                      downLabel={t("courses.moveDown", { title: course.title })}
                      disabled={reorder.isPending}
                      onMove={(step) => {
                        const next = moveId(ids, index, step);
                        if (next) reorder.mutate(next);
                      }}
                    />
                    <Button asChild variant="secondary" size="sm">
                      <Link to={`/admin/microcursos/${course.id}/lecciones`}>{t("courses.lessons")}</Link>
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t("courses.edit")}: ${course.title}`} onClick={() => setEditing(course)}>
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t("courses.delete")}: ${course.title}`} onClick={() => setDeleting(course)}>
                      <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <CourseFormDialog key={editing === "new" ? "new" : editing.id} course={editing === "new" ? undefined : editing} open onOpenChange={(open) => !open && setEditing(undefined)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t("courses.deleteTitle")}
        description={t("courses.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("courses.delete")}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("courses.deleted"));
              setDeleting(undefined);
            },
          })
        }
      />
    </div>
  );
}
