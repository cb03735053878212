import { Link, useNavigate, useParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { toast } from "../../ui/toast";
import { ArrowLeft } from "lucide-react";
import { useSaveLesson } from "../../features/admin-courses/api/admin-courses";
import { LessonForm } from "../../features/admin-courses/components/lesson-form";
import { useBackOfficeTitle } from "../../lib/use-document-title";

/** /admin/microcursos/{courseId}/lecciones/nueva: creates the lesson, then opens it for its files. */
export function AdminNewLessonPage() {
  const { t } = useTranslation("admin-courses");
  useBackOfficeTitle(t("lessonForm.createTitle"));
  const { courseId = "" } = useParams();
  const navigate = useNavigate();
  const save = useSaveLesson(courseId);
  const back = `/admin/microcursos/${courseId}/lecciones`;
  return (
    <div className="space-y-6">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("lessonForm.back")}
      </Link>
      <h1 className="text-2xl font-bold text-foreground">{t("lessonForm.createTitle")}</h1>
      <LessonForm
        isSaving={save.isPending}
        submitLabel={t("lessonForm.create")}
        onSubmit={(input, onError) =>
          save.mutate(
            { input },
            {
              onSuccess: (lesson) => {
                toast.success(t("lessonForm.created"));
                void navigate(`${back}/${lesson.id}/editar`);
              },
              onError,
            },
          )
        }
      />
    </div>
  );
}
