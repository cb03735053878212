import { useTranslation } from "../../../lib/translation/use-translation";
import { COURSE_CATEGORIES, COURSE_LEVELS, type CourseLevel } from "../../../../contracts/course-options";
import { cn } from "../../../lib/cn";
import { Input, Label, Select } from "../../../ui/form-controls";
import type { CourseFilter } from "./course-filters";

const CHIP =
  "inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition whitespace-nowrap cursor-pointer";

/** Search box, category chips and a level select over the microcourses (filtered in the browser). */
export function CourseFilterBar({
  filter,
  onChange,
}: {
  filter: CourseFilter;
  onChange: (filter: CourseFilter) => void;
}) {
  const { t } = useTranslation("courses");
  return (
    <div className="mb-8 space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Input
          type="search"
          aria-label={t("list.searchLabel")}
          placeholder={t("list.searchLabel")}
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          className="max-w-xl"
        />
        <div className="flex flex-col gap-1 sm:w-56">
          <Label htmlFor="course-level">{t("list.levelLabel")}</Label>
          <Select
            id="course-level"
            value={filter.level ?? ""}
            onChange={(event) =>
              onChange({
                ...filter,
                level: (COURSE_LEVELS as readonly string[]).includes(event.target.value)
                  ? (event.target.value as CourseLevel)
                  : undefined,
              })
            }
          >
            <option value="">{t("list.allLevels")}</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div
        role="group"
        aria-label={t("list.categoryLabel")}
        className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible"
      >
        {[undefined, ...COURSE_CATEGORIES].map((category) => {
          const isActive = filter.category === category;
          return (
            <button
              key={category ?? "all"}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange({ ...filter, category })}
              className={cn(
                CHIP,
                isActive
                  ? "border-accent bg-accent text-accent-foreground"
                  : "border-border bg-surface text-foreground hover:border-accent hover:text-accent",
              )}
            >
              {category ? t(`categories.${category}`) : t("list.allCategories")}
            </button>
          );
        })}
      </div>
    </div>
  );
}
