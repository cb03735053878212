import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { TStrategyKit } from "../../../../contracts/strategy-kit";
import { STRATEGY_ES } from "../../../../i18n/content/strategy-kit/es";
import { buildStrategyMarkdown, buildStrategyPdf, type StrategyExportLabels } from "./strategy-export";

const LABELS: StrategyExportLabels = {
  title: "Kit de estrategia IA",
  organisation: "Organización",
  useCases: "Casos de uso",
  priority: "orden recomendado",
  roadmap: "Ruta 90 días",
  risks: "Riesgos",
  impact: "Impacto",
  effort: "Esfuerzo",
  likelihood: "Probabilidad",
  owner: "Responsable",
  done: "Hecho",
  aiActClass: "Clase según la Ley de IA de la UE",
  mitigation: "Medidas de mitigación",
  noItems: "Sin elementos.",
};

const KIT: TStrategyKit = {
  organisation: "Despacho Martí",
  useCases: [
    {
      id: "a",
      name: "Chatbot de recepción",
      problem: "",
      solution: "",
      data: "",
      users: "",
      benefit: "",
      impact: 2,
      effort: 4,
    },
    {
      id: "b",
      name: "Resúmenes de sentencias",
      problem: "Horas de lectura",
      solution: "",
      data: "",
      users: "",
      benefit: "4 h semanales",
      impact: 5,
      effort: 2,
    },
  ],
  roadmap: [{ id: "r", phase: "days-1-30", action: "Piloto con dos abogados", owner: "Ana", done: true }],
  risks: [
    {
      id: "k",
      description: "Datos de clientes en herramientas externas",
      likelihood: 4,
      impact: 5,
      aiActClass: "limited",
      mitigation: "Cuentas corporativas",
      owner: "Luis",
    },
  ],
};

describe("strategy kit export", () => {
  it("writes the use cases in priority order with their quadrant, the roadmap by phase and the risks with score and AI Act class", () => {
    const markdown = buildStrategyMarkdown(KIT, STRATEGY_ES, LABELS);
    expect(markdown.indexOf("1. Resúmenes de sentencias · Victorias rápidas")).toBeGreaterThan(0);
    expect(markdown.indexOf("2. Chatbot de recepción · Descartar por ahora")).toBeGreaterThan(
      markdown.indexOf("1. Resúmenes"),
    );
    expect(markdown).toContain("- [x] Piloto con dos abogados (Responsable: Ana)");
    expect(markdown).toContain("### Días 31–60\n\n- Sin elementos.");
    expect(markdown).toContain("### Datos de clientes en herramientas externas · 20/25 (Alto)");
    expect(markdown).toContain("- Clase según la Ley de IA de la UE: Riesgo limitado");
  });

  it("makes a PDF whose text holds the same content", async () => {
    const bytes = await buildStrategyPdf(KIT, STRATEGY_ES, LABELS, "es");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Resúmenes de sentencias · Victorias rápidas");
    expect(flat).toContain("20/25 (Alto)");
    expect(flat).toContain("Despacho Martí");
  });
});
