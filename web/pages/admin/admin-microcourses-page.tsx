import { useSearchParams } from "../../lib/router";
import { useTranslation } from "../../lib/translation/use-translation";
import { GraduationCap, Route } from "lucide-react";
import { CoursesAdminPanel } from "../../features/admin-courses/components/courses-admin-panel";
import { LearningPathsAdminPanel } from "../../features/admin-courses/components/learning-paths-admin-panel";
import { PageHeader } from "../../ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { useBackOfficeTitle } from "../../lib/use-document-title";

const SECTIONS = [
  { key: "courses", icon: GraduationCap, Panel: CoursesAdminPanel },
  { key: "paths", icon: Route, Panel: LearningPathsAdminPanel },
] as const;

type SectionKey = (typeof SECTIONS)[number]["key"];

/** /admin/microcursos: the courses, and the learning paths of /cursos built from them; the tab is in the URL. */
export function AdminMicrocoursesPage() {
  const { t } = useTranslation("admin-courses");
  useBackOfficeTitle(t("courses.title"));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: SectionKey = SECTIONS.find((section) => section.key === requested)?.key ?? "courses";
  return (
    <div>
      <PageHeader title={t("courses.title")} description={t("courses.description")} />
      <Tabs value={tab} onValueChange={(value) => setSearchParams({ tab: value })}>
        <TabsList aria-label={t("tabs.label")} className="flex flex-wrap sm:w-fit">
          {SECTIONS.map(({ key, icon: Icon }) => (
            <TabsTrigger key={key} value={key} className="shrink-0 px-3">
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map(({ key, Panel }) => (
          <TabsContent key={key} value={key}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
