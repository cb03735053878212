import {
  MATURITY_DIMENSIONS,
  WEAK_DIMENSION_BELOW,
  type TMaturityResult,
} from "../../../../contracts/maturity-scoring";
import type { MaturityContent } from "./maturity-content";

/** The report's fixed texts in the reader's language (from the ai-apps locale). */
export interface MaturityReportLabels {
  title: string;
  /** "Evaluación del 23/11/2026". */
  subtitle: string;
  /** "Nivel 3 de 5: Experimentación". */
  level: string;
  /** "Puntuación global: 58 %". */
  overall: string;
  dimensionsTitle: string;
  recommendationsTitle: string;
  weak: string;
  strong: string;
  strongText: string;
}

export interface MaturityReportSection {
  name: string;
  description: string;
  score: number;
  isWeak: boolean;
  recommendations: string[];
}

/** One section per dimension in the checklist's order; weak ones carry their recommendations. */
export function buildReportSections(content: MaturityContent, result: TMaturityResult): MaturityReportSection[] {
  return MATURITY_DIMENSIONS.map((dimension) => {
    const text = content.dimensions[dimension];
    const score = result.dimensions[dimension];
    const isWeak = score < WEAK_DIMENSION_BELOW;
    return {
      name: text.name,
      description: text.description,
      score,
      isWeak,
      recommendations: isWeak ? text.recommendations : [],
    };
  });
}

export function levelText(content: MaturityContent, result: TMaturityResult) {
  return content.levels[`${result.level}`];
}

/** The report as Markdown, for copying and downloading. */
export function buildMaturityMarkdown(
  content: MaturityContent,
  labels: MaturityReportLabels,
  result: TMaturityResult,
): string {
  const lines = [
    `# ${labels.title}`,
    "",
    labels.subtitle,
    "",
    `## ${labels.level}`,
    "",
    levelText(content, result).description,
    "",
    labels.overall,
    "",
  ];
  lines.push(`## ${labels.dimensionsTitle}`, "");
  for (const section of buildReportSections(content, result)) {
    lines.push(
      `### ${section.name}: ${section.score} % (${section.isWeak ? labels.weak : labels.strong})`,
      "",
      section.description,
      "",
    );
    if (section.isWeak) {
      lines.push(`${labels.recommendationsTitle}:`, "", ...section.recommendations.map((item) => `- ${item}`), "");
    } else lines.push(labels.strongText, "");
  }
  return lines.join("\n");
}
