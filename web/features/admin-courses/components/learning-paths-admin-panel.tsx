import { useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { useRowEditor } from "../../../lib/admin-resource/use-row-editor";
import { Pencil, Plus, Route, Trash2 } from "lucide-react";
import type { TAdminLearningPath } from "../../../../contracts/learning-paths";
import { Button } from "../../../ui/button";
import { ConfirmDeleteDialog } from "../../../ui/confirm-delete";
import { DataTable, type DataColumn } from "../../../ui/data-table";
import { ListEmpty, ListError, ListSkeleton } from "../../../ui/list-states";
import { RowActionButton, RowActions } from "../../../ui/row-actions";
import { useAdminCourses } from "../api/admin-courses";
import { useAdminLearningPaths, useDeleteLearningPath, useReorderLearningPaths } from "../api/admin-learning-paths";
import { CourseStatusBadge } from "./course-status-badge";
import { LearningPathFormDialog } from "./learning-path-form-dialog";
import { MoveButtons } from "./move-buttons";

/** The learning paths of /cursos, in their order: create, edit (with their courses), reorder, delete. */
export function LearningPathsAdminPanel() {
  const { t } = useTranslation("admin-courses");
  const paths = useAdminLearningPaths();
  const courses = useAdminCourses();
  const reorder = useReorderLearningPaths();
  const remove = useDeleteLearningPath();
  const { editing, create, edit, close } = useRowEditor<TAdminLearningPath>();
  const [deleting, setDeleting] = useState<TAdminLearningPath>();

  if (paths.isPending || courses.isPending) return <ListSkeleton />;
  if (paths.isError || courses.isError)
    return (
      <ListError message={t("paths.error")} onRetry={() => void Promise.all([paths.refetch(), courses.refetch()])} />
    );
  const ids = paths.data.map((path) => path.id);
  const columns: DataColumn<TAdminLearningPath>[] = [
    {
      header: t("paths.columns.title"),
      cell: (path) => (
        <>
          <span className="font-medium">{path.title}</span>
          <span className="block font-mono text-xs break-all text-muted">/{path.slug}</span>
        </>
      ),
    },
    { header: t("paths.columns.status"), cell: (path) => <CourseStatusBadge status={path.status} /> },
    {
      header: t("paths.columns.courses"),
      cell: (path) => (
        <>
          {t("paths.courseCount", { count: path.courses.length })}
          {path.courses.length > 0 && (
            <span className="block text-xs text-muted">{path.courses.map((course) => course.title).join(" → ")}</span>
          )}
        </>
      ),
    },
  ];
  const actions = (path: TAdminLearningPath, index: number) => (
    <RowActions>
      <MoveButtons
        ids={ids}
        index={index}
        upLabel={t("paths.moveUp", { title: path.title })}
        downLabel={t("paths.moveDown", { title: path.title })}
        reorder={reorder}
      />
      <RowActionButton
        icon={Pencil}
        text={t("paths.edit")}
        aria-label={`${t("paths.edit")}: ${path.title}`}
        onClick={() => edit(path)}
      />
      <RowActionButton
        icon={Trash2}
        text={t("paths.delete")}
        isDestructive
        aria-label={`${t("paths.delete")}: ${path.title}`}
        onClick={() => setDeleting(path)}
      />
    </RowActions>
  );
  return (
    <div className="space-y-6">
      <Button onClick={() => create()}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t("paths.create")}
      </Button>
      {paths.data.length === 0 ? (
        <ListEmpty icon={Route}>{t("paths.empty")}</ListEmpty>
      ) : (
        <DataTable
          label={t("paths.tableLabel")}
          columns={columns}
          rows={paths.data}
          actions={{ header: t("paths.columns.actions"), cell: actions }}
        />
      )}
      {editing && (
        <LearningPathFormDialog key={editing.key} path={editing.row} courses={courses.data} onClose={close} />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t("paths.deleteTitle")}
        description={t("paths.deleteText", { title: deleting?.title ?? "" })}
        confirmLabel={t("paths.delete")}
        deletedMessage={t("paths.deleted")}
      />
    </div>
  );
}
