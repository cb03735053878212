import { useState } from "react";
import { useTranslation } from "../../lib/translation/use-translation";
import { SearchX } from "lucide-react";
import { useCourses } from "../../features/courses/api/get-courses";
import { CourseCard } from "../../features/courses/components/course-card";
import { CourseFilterBar } from "../../features/courses/components/course-filter-bar";
import { filterCourses, type CourseFilter } from "../../features/courses/components/course-filters";
import { ListEmpty, ListError } from "../../ui/list-states";
import { PageHeader } from "../../ui/page-header";
import { ListingPlaceholder } from "../../ui/placeholders";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /microcursos: published microcourses as cards, with search, category and level filters. */
export function MicrocoursesPage() {
  const { t } = useTranslation("courses");
  useDocumentTitle(t("list.title"));
  const courses = useCourses();
  const [filter, setFilter] = useState<CourseFilter>({ query: "" });
  if (courses.isPending) return <ListingPlaceholder />;
  const shown = courses.data ? filterCourses(courses.data.courses, filter) : [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader title={t("list.title")} description={t("list.description")} />
      {courses.isError ? (
        <ListError message={t("list.error")} onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <CourseFilterBar filter={filter} onChange={setFilter} />
          <p className="sr-only" aria-live="polite">
            {t("list.count", { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <ListEmpty icon={SearchX}>{t("list.empty")}</ListEmpty>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((course, index) => (
                <CourseCard key={course.id} course={course} isFirst={index === 0} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
