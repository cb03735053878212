import { Link, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { toast } from "../../ui/toast";
import { ArrowLeft } from "lucide-react";
import { useAdminLessons, useSaveLesson } from "../../features/admin-courses/api/admin-courses";
import { LessonFilesPanel } from "../../features/admin-courses/components/lesson-files-panel";
import { LessonForm } from "../../features/admin-courses/components/lesson-form";
import { ListError, ListSkeleton } from "../../ui/list-states";
import { NotFoundPage } from "../not-found-page";
import { useBackOfficeTitle } from "../../lib/use-document-title";

/** /admin/microcursos/{courseId}/lecciones/{lessonId}/editar: the lesson's fields and its files. */
export function AdminEditLessonPage() {
  const { t } = useTranslation("admin-courses");
  useBackOfficeTitle(t("lessonForm.editTitle"));
  const { courseId = "", lessonId = "" } = useParams();
  const list = useAdminLessons(courseId);
  const save = useSaveLesson(courseId);
  const back = `/admin/microcursos/${courseId}/lecciones`;
  if (list.isPending) return <ListSkeleton />;
  if (list.isError) return <ListError message={t("lessons.error")} onRetry={() => void list.refetch()} />;
  const lesson = list.data.lessons.find((item) => item.id === lessonId);
  if (!lesson) return <NotFoundPage />;
  return (
    <div className="space-y-6">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("lessonForm.back")}
      </Link>
      <h1 className="text-2xl font-bold text-foreground">{t("lessonForm.editTitle")}</h1>
      <LessonForm
        key={`${lesson.id}-${lesson.durationMinutes}`}
        lesson={lesson}
        isSaving={save.isPending}
        submitLabel={t("lessonForm.save")}
        onSubmit={(input, onError) =>
          save.mutate({ id: lesson.id, input }, { onSuccess: () => toast.success(t("lessonForm.saved")), onError })
        }
      />
      <LessonFilesPanel courseId={courseId} lesson={lesson} />
    </div>
  );
}
