import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TCourseDetail } from "../../../../contracts/courses";
import { AuthContext, SIGNED_OUT_STATE, type AuthState } from "../../../lib/auth-context";
import { MemoryRouter } from "../../../lib/router";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import common from "../../../locales/es/common.json";
import courses from "../../../locales/es/courses.json";
import { LessonOutline } from "./lesson-outline";

function courseOf(requiredTier: TCourseDetail["requiredTier"]): TCourseDetail {
  const lesson = (number: number) => ({
    id: `l${number}`,
    slug: `leccion-${number}`,
    title: `Lección ${number}`,
    durationSeconds: 300,
    isCompleted: false,
    isLocked: true,
  });
  return {
    id: "c1",
    slug: "curso",
    title: "Curso",
    excerpt: "",
    coverImageUrl: null,
    category: "ia",
    level: "beginner",
    requiredTier,
    totalSeconds: 600,
    lessonCount: 2,
    progress: null,
    description: "",
    learnings: [],
    estimatedMinutes: 10,
    lessons: [lesson(1), lesson(2)],
    canAccess: false,
  };
}

function renderOutline(auth: AuthState, course: TCourseDetail) {
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, courses } },
  });
  render(
    <TranslatorProvider translator={translator}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <h2 id="lessons">Lecciones</h2>
          <LessonOutline course={course} headingId="lessons" />
        </MemoryRouter>
      </AuthContext.Provider>
    </TranslatorProvider>,
  );
}

describe("LessonOutline", () => {
  it("lists a free course's lessons as links for a visitor, saying a free account opens them", () => {
    renderOutline(SIGNED_OUT_STATE, courseOf("free"));
    const first = screen.getByRole("link", { name: /Lección 1/ });
    expect(first).toHaveAttribute("href", "/microcursos/curso/leccion-1");
    expect(first).toHaveTextContent("Abierta con una cuenta gratuita");
    expect(screen.queryByText(/requiere el plan Gratuito/)).not.toBeInTheDocument();
  });

  it("links a locked premium lesson to its page, which says what opens it", () => {
    const signedInFree = {
      ...SIGNED_OUT_STATE,
      user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
    };
    renderOutline(signedInFree, courseOf("premium"));
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute("href", "/microcursos/curso/leccion-2");
    expect(links[1]).toHaveTextContent("Bloqueada: requiere el plan Premium");
  });
});
