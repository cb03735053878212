import { describe, expect, it } from "vitest";
import { REFLECTION_ES } from "../../../../i18n/content/reflection/es";
import { entryToMarkdown, journalToMarkdown } from "./reflection-markdown";

const labels = {
  title: "Diario",
  noAnswer: "(sin respuesta)",
  feedback: "Comentario de la IA",
  formatDate: (iso: string) => iso.slice(0, 10),
};
const entry = {
  id: "6f1c1a8e-3c3d-4a8e-9a77-1d2f3b4c5d6e",
  theme: "quality" as const,
  answers: { "last-error": "Una cifra inventada.", checks: "  " },
  aiFeedback: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

describe("reflection export", () => {
  it("writes the theme, the date and every question in order with its answer", () => {
    const markdown = entryToMarkdown(entry, REFLECTION_ES, labels);
    expect(markdown.startsWith("## Calidad y verificación — 2026-11-20")).toBe(true);
    const questions = Object.values(REFLECTION_ES.quality.questions);
    const positions = questions.map((question) => markdown.indexOf(`### ${question}`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(markdown).toContain("Una cifra inventada.");
  });

  it("marks blank and missing answers instead of leaving empty sections", () => {
    expect(entryToMarkdown(entry, REFLECTION_ES, labels).match(/\(sin respuesta\)/g)).toHaveLength(2);
  });

  it("adds the AI's feedback after the answers when the entry has one", () => {
    expect(entryToMarkdown(entry, REFLECTION_ES, labels)).not.toContain("Comentario de la IA");
    const markdown = entryToMarkdown(
      { ...entry, aiFeedback: "**Bien**: compruebas las cifras." },
      REFLECTION_ES,
      labels,
    );
    expect(markdown.endsWith("### Comentario de la IA\n\n**Bien**: compruebas las cifras.")).toBe(true);
  });

  it("puts every entry under one title", () => {
    const markdown = journalToMarkdown([entry, { ...entry, theme: "skills" }], REFLECTION_ES, labels);
    expect(markdown.startsWith("# Diario\n\n## Calidad")).toBe(true);
    expect(markdown).toContain("## Aprendizaje y competencias");
  });
});
