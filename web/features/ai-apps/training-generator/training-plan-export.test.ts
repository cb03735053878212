import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { TRAINING_ES } from "../../../../i18n/content/training-generator/es";
import { buildTrainingOutline } from "./training-modules";
import { buildPlanMarkdown, buildPlanPdf, describeModules, type PlanLabels } from "./training-plan-export";

const LABELS: PlanLabels = {
  title: "Plan para el despacho",
  summary: "5 módulos · 12 horas · 6 semanas",
  forAudience: "Para: equipo de 12 abogados",
  profile: "Perfil: Abogacía y asesoría jurídica · nivel inicial",
  moduleHeading: (number, title) => `Módulo ${number}: ${title}`,
  when: (start, end) => (start === end ? `Semana ${start}` : `Semanas ${start}–${end}`),
  hours: (count) => `${count} h`,
  objectives: "Objetivos",
  activities: "Actividades",
  practiseWith: "Practica con",
  microcourses: "Completa el plan con los microcursos del catálogo.",
  leftOut: null,
  aiNotesTitle: "Ajustes sugeridos por la IA",
};

const INPUT = { role: "legal", level: "beginner", goals: ["writing"], totalHours: 20, hoursPerWeek: 2 } as const;

describe("training plan export", () => {
  it("tailors the activities to the role and names the catalogue apps to practise with", () => {
    const modules = describeModules(
      buildTrainingOutline({ ...INPUT, goals: [...INPUT.goals] }),
      INPUT,
      TRAINING_ES,
      LABELS,
    );
    const markdown = buildPlanMarkdown(modules, LABELS, "- Usa sentencias reales.");
    expect(markdown).toContain("## Módulo 4: Redacción y comunicación con IA");
    expect(markdown).toContain("*Semanas 4–5 · 3 h*");
    expect(markdown).toContain("- Generar y editar un borrador para el resumen de una sentencia.");
    expect(markdown).toContain("**Practica con:** Prompt Coach, Generador de prompts");
    expect(markdown).toContain("## Ajustes sugeridos por la IA\n\n- Usa sentencias reales.");
    expect(markdown).not.toContain("{example}");
  });

  it("writes the same plan into a PDF with selectable text", async () => {
    const modules = describeModules(
      buildTrainingOutline({ ...INPUT, goals: [...INPUT.goals] }),
      INPUT,
      TRAINING_ES,
      LABELS,
    );
    const bytes = await buildPlanPdf(modules, LABELS, null, "es");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Módulo 1: Fundamentos de la IA generativa");
    expect(flat).toContain("5 módulos · 12 horas · 6 semanas");
  });
});
