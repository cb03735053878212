import {
  AI_ACT_CLASSES,
  classifyUseCase,
  prioritiseUseCases,
  ROADMAP_PHASES,
  scoreRisk,
  type TStrategyKit,
} from "../../../../contracts/strategy-kit";
import { startPdf } from "../start-pdf";
import type { StrategyContent } from "../../../../i18n/content/strategy-kit/shape";

/** The fixed words of the exported kit in the reader's language. */
export interface StrategyExportLabels {
  title: string;
  organisation: string;
  useCases: string;
  priority: string;
  roadmap: string;
  risks: string;
  impact: string;
  effort: string;
  likelihood: string;
  owner: string;
  done: string;
  aiActClass: string;
  mitigation: string;
  noItems: string;
}

interface Block {
  heading: string;
  lines: string[];
}

/** The kit as titled blocks of lines, shared by the Markdown and the PDF so both say the same. */
function buildBlocks(kit: TStrategyKit, content: StrategyContent, labels: StrategyExportLabels) {
  const ordered = prioritiseUseCases(kit.useCases);
  const useCases: Block[] = ordered.map((useCase, index) => ({
    heading: `${index + 1}. ${useCase.name || "—"} · ${content.quadrants[classifyUseCase(useCase.impact, useCase.effort)].name}`,
    lines: [
      `${labels.impact}: ${useCase.impact}/5 · ${labels.effort}: ${useCase.effort}/5`,
      ...(["problem", "solution", "data", "users", "benefit"] as const)
        .filter((key) => useCase[key].trim())
        .map((key) => `${content.canvas[key].label}: ${useCase[key].trim()}`),
    ],
  }));
  const roadmap: Block[] = ROADMAP_PHASES.map((phase) => {
    const items = kit.roadmap.filter((item) => item.phase === phase);
    return {
      heading: content.phases[phase].name,
      lines: items.length
        ? items.map(
            (item) =>
              `${item.done ? "[x]" : "[ ]"} ${item.action}${item.owner ? ` (${labels.owner}: ${item.owner})` : ""}`,
          )
        : [labels.noItems],
    };
  });
  const risks: Block[] = [...kit.risks]
    .sort(
      (first, second) =>
        scoreRisk(second.likelihood, second.impact).score - scoreRisk(first.likelihood, first.impact).score ||
        AI_ACT_CLASSES.indexOf(second.aiActClass) - AI_ACT_CLASSES.indexOf(first.aiActClass),
    )
    .map((risk) => {
      const { score, level } = scoreRisk(risk.likelihood, risk.impact);
      return {
        heading: `${risk.description.split("\n")[0] || "—"} · ${score}/25 (${content.riskLevels[level]})`,
        lines: [
          `${labels.likelihood}: ${risk.likelihood}/5 · ${labels.impact}: ${risk.impact}/5`,
          `${labels.aiActClass}: ${content.aiActClasses[risk.aiActClass].name}`,
          ...(risk.mitigation.trim() ? [`${labels.mitigation}: ${risk.mitigation.trim()}`] : []),
          ...(risk.owner.trim() ? [`${labels.owner}: ${risk.owner.trim()}`] : []),
        ],
      };
    });
  return { useCases, roadmap, risks };
}

export function buildStrategyMarkdown(
  kit: TStrategyKit,
  content: StrategyContent,
  labels: StrategyExportLabels,
): string {
  const { useCases, roadmap, risks } = buildBlocks(kit, content, labels);
  const lines = [`# ${labels.title}`, ""];
  if (kit.organisation.trim()) lines.push(`${labels.organisation}: ${kit.organisation.trim()}`, "");
  const write = (title: string, blocks: Block[]) => {
    lines.push(`## ${title}`, "");
    if (!blocks.length) lines.push(labels.noItems, "");
    for (const block of blocks) lines.push(`### ${block.heading}`, "", ...block.lines.map((line) => `- ${line}`), "");
  };
  write(`${labels.useCases} (${labels.priority})`, useCases);
  write(labels.roadmap, roadmap);
  write(labels.risks, risks);
  return lines.join("\n");
}

export async function buildStrategyPdf(
  kit: TStrategyKit,
  content: StrategyContent,
  labels: StrategyExportLabels,
  language: string,
): Promise<Uint8Array> {
  const { useCases, roadmap, risks } = buildBlocks(kit, content, labels);
  const pdf = await startPdf(labels.title, language);
  pdf.title(labels.title);
  if (kit.organisation.trim()) pdf.note(`${labels.organisation}: ${kit.organisation.trim()}`);
  const write = (title: string, blocks: Block[]) => {
    pdf.heading(title);
    if (!blocks.length) pdf.paragraph(labels.noItems);
    for (const block of blocks) {
      pdf.subheading(block.heading);
      for (const line of block.lines) pdf.bullet(line);
      pdf.space(4);
    }
  };
  write(`${labels.useCases} (${labels.priority})`, useCases);
  write(labels.roadmap, roadmap);
  write(labels.risks, risks);
  return pdf.bytes();
}
