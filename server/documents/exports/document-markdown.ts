import type { TDocumentResult } from "../../../contracts/documents";
import type { ExportTexts } from "../../jobs/exports/export-texts";
import { blockQuote, inlineText, plainParagraphs, table } from "../../jobs/exports/markdown-text";

/** `result.md`: a document task's result as Markdown, headed by the task's title. */
export function documentResultMarkdown(result: TDocumentResult, texts: ExportTexts): string {
  const labels = texts.documents;
  return [`# ${labels.titles[result.task]}`, ...body(result, labels)].join("\n\n") + "\n";
}

function body(result: TDocumentResult, labels: ExportTexts["documents"]): string[] {
  switch (result.task) {
    case "summary":
      return [
        `## ${labels.summary}`,
        plainParagraphs(result.summary),
        `## ${labels.keyPoints}`,
        result.keyPoints.map((point) => `- ${inlineText(point)}`).join("\n"),
      ];
    case "extract":
      return [
        table(
          [labels.field, labels.value, labels.quote],
          result.fields.map(({ name, value, quote }) => [name, value || labels.notFound, quote]),
        ),
      ];
    case "risks":
      if (result.items.length === 0) return [labels.noRisks];
      return result.items.map(({ clause, risk, severity }, index) =>
        [
          `## ${index + 1}. ${labels.severity}: ${labels.severities[severity]}`,
          blockQuote(clause),
          `**${labels.risk}:** ${inlineText(risk)}`,
        ].join("\n\n"),
      );
    case "compare":
      if (result.differences.length === 0) return [labels.noDifferences];
      return result.differences.map(({ before, after, comment }, index) =>
        [
          `## ${labels.difference.replace("{{number}}", String(index + 1))}`,
          `**${labels.before}:**`,
          blockQuote(before || labels.nothing),
          `**${labels.after}:**`,
          blockQuote(after || labels.nothing),
          ...(comment ? [`**${labels.comment}:** ${inlineText(comment)}`] : []),
        ].join("\n\n"),
      );
  }
}
