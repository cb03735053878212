/**
 * The guided journal's themes and their question sequences (language-independent ids). An entry
 * stores the theme and one answer per question id, so an entry written in one language still
 * reads correctly after the user switches language.
 */
export const REFLECTION_THEMES = [
  { id: "daily-use", questions: ["tasks", "time", "keep-human"] },
  { id: "quality", questions: ["last-error", "checks", "trust"] },
  { id: "ethics-clients", questions: ["data", "disclosure", "line"] },
  { id: "skills", questions: ["learned", "gap", "next-step"] },
] as const;

export type ReflectionTheme = (typeof REFLECTION_THEMES)[number];
export type ReflectionThemeId = ReflectionTheme["id"];
type QuestionId<Theme extends ReflectionTheme> = Theme["questions"][number];

export interface ReflectionThemeText<Theme extends ReflectionTheme = ReflectionTheme> {
  title: string;
  description: string;
  questions: Record<QuestionId<Theme>, string>;
}

export type ReflectionContent = {
  [Theme in ReflectionTheme as Theme["id"]]: ReflectionThemeText<Theme>;
};
