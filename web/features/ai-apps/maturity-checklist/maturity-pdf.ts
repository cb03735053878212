import type { TMaturityResult } from "../../../../contracts/maturity-scoring";
import { startPdf } from "../start-pdf";
import type { MaturityContent } from "./maturity-content";
import { buildReportSections, levelText, type MaturityReportLabels } from "./maturity-report";

/** The premium report as a PDF (pdf-lib, loaded only when the user asks for it). */
export async function buildMaturityPdf(
  content: MaturityContent,
  labels: MaturityReportLabels,
  result: TMaturityResult,
  language: string,
): Promise<Uint8Array> {
  const pdf = await startPdf(labels.title, language);
  pdf.title(labels.title);
  pdf.note(labels.subtitle);
  pdf.heading(labels.level);
  pdf.paragraph(levelText(content, result).description);
  pdf.subheading(labels.overall);
  const sections = buildReportSections(content, result);
  for (const section of sections) pdf.scoreBar(section.name, section.score);
  pdf.space(6);
  pdf.heading(labels.dimensionsTitle);
  for (const section of sections) {
    pdf.subheading(`${section.name}: ${section.score} % (${section.isWeak ? labels.weak : labels.strong})`);
    pdf.paragraph(section.description);
    if (section.isWeak) {
      pdf.note(labels.recommendationsTitle);
      for (const recommendation of section.recommendations) pdf.bullet(recommendation);
    } else pdf.paragraph(labels.strongText);
    pdf.space(4);
  }
  return pdf.bytes();
}
