import type { CourseCategory, CourseLevel, TCourseSummary } from "../../../../contracts/courses";

export interface CourseFilter {
  query: string;
  category?: CourseCategory;
  level?: CourseLevel;
}

/** Folds case and accents so "estrategia" finds "Estrategia" and "ia" finds "IA". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The courses matching every word of the search, in the chosen category and level (order kept). */
export function filterCourses(courses: TCourseSummary[], { query, category, level }: CourseFilter): TCourseSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return courses.filter((course) => {
    if (category && course.category !== category) return false;
    if (level && course.level !== level) return false;
    const haystack = fold(`${course.title} ${course.excerpt}`);
    return words.every((word) => haystack.includes(word));
  });
}
