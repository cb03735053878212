import type { TCourseSummary } from "../../../../contracts/courses";
import type { TTrainingGoal, TTrainingInput } from "../../../../contracts/training-plans";

type CourseCategory = TCourseSummary["category"];
type CourseLevel = TCourseSummary["level"];

/** Which course categories serve each training goal (suggest our own microcourses). */
const CATEGORIES_BY_GOAL: Record<TTrainingGoal, readonly CourseCategory[]> = {
  productivity: ["herramientas", "ia"],
  writing: ["herramientas", "ia"],
  analysis: ["ia", "herramientas"],
  compliance: ["estrategia", "general"],
  leadership: ["estrategia", "general"],
};

const LEVELS: readonly CourseLevel[] = ["beginner", "intermediate", "advanced"];

export const SUGGESTED_COURSES_MAX = 3;

/**
 * The catalogue's microcourses that fit a training plan: a category one of the goals needs, at
 * most one level above the group's, ordered by how many goals they serve and then by the
 * catalogue's own order. A beginner group also gets the general introductions.
 */
export function suggestCourses(
  courses: readonly TCourseSummary[],
  input: Pick<TTrainingInput, "goals" | "level">,
): TCourseSummary[] {
  const groupLevel = LEVELS.indexOf(input.level);
  const goalsServed = (course: TCourseSummary) =>
    input.goals.filter((goal) => CATEGORIES_BY_GOAL[goal].includes(course.category)).length +
    (input.level === "beginner" && course.category === "general" ? 1 : 0);
  return courses
    .map((course, order) => ({ course, order, score: goalsServed(course) }))
    .filter(({ course, score }) => score > 0 && LEVELS.indexOf(course.level) <= groupLevel + 1)
    .sort((first, second) => second.score - first.score || first.order - second.order)
    .slice(0, SUGGESTED_COURSES_MAX)
    .map(({ course }) => course);
}
