import type { TReflectionEntry } from "../../../../contracts/training";
import { REFLECTION_THEMES, type ReflectionContent } from "../../../../i18n/content/reflection/themes";

interface MarkdownLabels {
  title: string;
  noAnswer: string;
  /** Heading of the AI's feedback, when the entry has one. */
  feedback: string;
  formatDate: (iso: string) => string;
}

/** One entry as Markdown: the theme, the date, each question and its answer, then the AI's feedback if any. */
export function entryToMarkdown(entry: TReflectionEntry, content: ReflectionContent, labels: MarkdownLabels): string {
  const theme = REFLECTION_THEMES.find((item) => item.id === entry.theme);
  if (!theme) return "";
  const text = content[theme.id];
  const questions: Record<string, string> = text.questions;
  const answers = theme.questions.map(
    (id) => `### ${questions[id] ?? id}\n\n${entry.answers[id]?.trim() || labels.noAnswer}`,
  );
  const feedback = entry.aiFeedback ? [`### ${labels.feedback}\n\n${entry.aiFeedback.trim()}`] : [];
  return [`## ${text.title} — ${labels.formatDate(entry.createdAt)}`, ...answers, ...feedback].join("\n\n");
}

/** The whole journal as one Markdown document, newest entry first. */
export function journalToMarkdown(
  entries: TReflectionEntry[],
  content: ReflectionContent,
  labels: MarkdownLabels,
): string {
  return [`# ${labels.title}`, ...entries.map((entry) => entryToMarkdown(entry, content, labels))].join("\n\n");
}
