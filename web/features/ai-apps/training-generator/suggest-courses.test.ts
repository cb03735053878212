import { describe, expect, it } from "vitest";
import type { TCourseSummary } from "../../../../contracts/courses";
import { suggestCourses } from "./suggest-courses";

function course(slug: string, category: TCourseSummary["category"], level: TCourseSummary["level"]): TCourseSummary {
  return {
    id: slug,
    slug,
    title: slug,
    excerpt: "",
    coverImageUrl: null,
    category,
    level,
    requiredTier: "free",
    totalSeconds: 30,
    lessonCount: 3,
    progress: null,
  };
}

const CATALOGUE = [
  course("intro", "general", "beginner"),
  course("prompts", "ia", "beginner"),
  course("herramientas-avanzadas", "herramientas", "advanced"),
  course("estrategia", "estrategia", "intermediate"),
  course("automatizar", "herramientas", "intermediate"),
];

describe("suggestCourses", () => {
  it.each([
    { goals: ["writing"], level: "beginner", expected: ["intro", "prompts", "automatizar"] },
    {
      goals: ["writing", "analysis"],
      level: "advanced",
      expected: ["prompts", "herramientas-avanzadas", "automatizar"],
    },
    { goals: ["compliance"], level: "intermediate", expected: ["intro", "estrategia"] },
    { goals: ["leadership", "compliance"], level: "beginner", expected: ["intro", "estrategia"] },
  ] as const)("suggests $expected for $goals at $level", ({ goals, level, expected }) => {
    expect(suggestCourses(CATALOGUE, { goals: [...goals], level }).map((item) => item.slug)).toEqual(expected);
  });

  it("suggests nothing from an empty catalogue", () => {
    expect(suggestCourses([], { goals: ["writing"], level: "beginner" })).toEqual([]);
  });
});
