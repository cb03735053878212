import { describe, expect, it } from "vitest";
import type { TCourseSummary } from "../../../../contracts/courses";
import { filterCourses } from "./course-filters";

const course = (overrides: Partial<TCourseSummary>): TCourseSummary => ({
  id: "1",
  slug: "a",
  title: "Título",
  excerpt: "",
  coverImageUrl: null,
  category: "general",
  level: "beginner",
  requiredTier: "free",
  totalSeconds: 10,
  lessonCount: 1,
  progress: null,
  ...overrides,
});

describe("filterCourses", () => {
  const courses = [
    course({ slug: "prompts", title: "Prompts eficaces", category: "herramientas", level: "intermediate" }),
    course({
      slug: "estrategia",
      title: "Estrategia de IA",
      excerpt: "Plan para despachos",
      category: "estrategia",
      level: "advanced",
    }),
  ];

  it("matches words without accents or case, in the title or the excerpt", () => {
    expect(filterCourses(courses, { query: "DESPACHOS" }).map((item) => item.slug)).toEqual(["estrategia"]);
    expect(filterCourses(courses, { query: "eficaces prompts" }).map((item) => item.slug)).toEqual(["prompts"]);
  });

  it("keeps only the chosen category and level", () => {
    expect(filterCourses(courses, { query: "", category: "herramientas" }).map((item) => item.slug)).toEqual([
      "prompts",
    ]);
    expect(filterCourses(courses, { query: "", level: "intermediate", category: "estrategia" })).toEqual([]);
  });
});
