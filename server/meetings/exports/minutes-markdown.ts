import type { TMeetingResult } from "../../../contracts/meetings";
import type { ExportTexts } from "../../jobs/exports/export-texts";
import { inlineText, plainParagraphs, table } from "../../jobs/exports/markdown-text";

/** `minutes.md`: the minutes as a Markdown document (title, summary, decisions, tasks, e-mail, transcript). */
export function minutesMarkdown(minutes: TMeetingResult, texts: ExportTexts): string {
  const labels = texts.minutes;
  const decisions = minutes.decisions.length
    ? minutes.decisions.map((decision) => `- ${inlineText(decision)}`).join("\n")
    : labels.none;
  const tasks = minutes.actionItems.length
    ? table(
        [labels.task, labels.owner, labels.dueDate],
        minutes.actionItems.map((item) => [item.task, item.owner ?? labels.noOwner, item.dueDate ?? labels.noDueDate]),
      )
    : labels.none;
  return (
    [
      `# ${inlineText(minutes.title)}`,
      `## ${labels.summary}`,
      plainParagraphs(minutes.summary),
      `## ${labels.decisions}`,
      decisions,
      `## ${labels.actionItems}`,
      tasks,
      `## ${labels.followUpEmail}`,
      plainParagraphs(minutes.followUpEmail),
      `## ${labels.transcript}`,
      plainParagraphs(minutes.transcript),
    ].join("\n\n") + "\n"
  );
}
