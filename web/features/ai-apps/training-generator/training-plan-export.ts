import type { TTrainingInput } from "../../../../contracts/training-plans";
import { startPdf } from "../start-pdf";
import type { TrainingContent } from "../../../../i18n/content/training-generator/shape";
import type { TrainingPlanOutline } from "./training-modules";

/** The plan's fixed words in the reader's language, already filled in where they carry figures. */
export interface PlanLabels {
  title: string;
  summary: string;
  forAudience: string | null;
  profile: string;
  moduleHeading: (number: number, title: string) => string;
  when: (start: number, end: number) => string;
  hours: (count: number) => string;
  objectives: string;
  activities: string;
  practiseWith: string;
  microcourses: string;
  leftOut: string | null;
  aiNotesTitle: string;
}

export interface PlanModuleView {
  heading: string;
  meta: string;
  objectives: string[];
  activities: string[];
  apps: string[];
}

/** Each planned module with its texts, the role's example put into the activities. */
export function describeModules(
  outline: TrainingPlanOutline,
  input: Pick<TTrainingInput, "role">,
  content: TrainingContent,
  labels: PlanLabels,
): PlanModuleView[] {
  const example = content.roles[input.role].example;
  return outline.modules.map((module, index) => {
    const text = content.modules[module.id];
    return {
      heading: labels.moduleHeading(index + 1, text.title),
      meta: `${labels.when(module.startWeek, module.endWeek)} · ${labels.hours(module.hours)}`,
      objectives: text.objectives,
      activities: text.activities.map((activity) => activity.replaceAll("{example}", example)),
      apps: module.apps.map((app) => content.apps[app]),
    };
  });
}

export function buildPlanMarkdown(modules: PlanModuleView[], labels: PlanLabels, aiNotes: string | null): string {
  const lines = [`# ${labels.title}`, "", labels.summary, labels.profile];
  if (labels.forAudience) lines.push(labels.forAudience);
  lines.push("");
  for (const module of modules) {
    lines.push(
      `## ${module.heading}`,
      "",
      `*${module.meta}*`,
      "",
      `**${labels.objectives}**`,
      "",
      ...module.objectives.map((item) => `- ${item}`),
      "",
    );
    lines.push(
      `**${labels.activities}**`,
      "",
      ...module.activities.map((item) => `- ${item}`),
      "",
      `**${labels.practiseWith}:** ${module.apps.join(", ")}`,
      "",
    );
  }
  lines.push(labels.microcourses, "");
  if (labels.leftOut) lines.push(labels.leftOut, "");
  if (aiNotes) lines.push(`## ${labels.aiNotesTitle}`, "", aiNotes.trim(), "");
  return lines.join("\n");
}

export async function buildPlanPdf(
  modules: PlanModuleView[],
  labels: PlanLabels,
  aiNotes: string | null,
  language: string,
): Promise<Uint8Array> {
  const pdf = await startPdf(labels.title, language);
  pdf.title(labels.title);
  pdf.paragraph(labels.summary);
  pdf.note(labels.profile);
  if (labels.forAudience) pdf.note(labels.forAudience);
  for (const module of modules) {
    pdf.heading(module.heading);
    pdf.note(module.meta);
    pdf.subheading(labels.objectives);
    for (const item of module.objectives) pdf.bullet(item);
    pdf.subheading(labels.activities);
    for (const item of module.activities) pdf.bullet(item);
    pdf.paragraph(`${labels.practiseWith}: ${module.apps.join(", ")}`);
  }
  pdf.space(6);
  pdf.paragraph(labels.microcourses);
  if (labels.leftOut) pdf.note(labels.leftOut);
  if (aiNotes) {
    pdf.heading(labels.aiNotesTitle);
    for (const line of aiNotes.split("\n").filter((item) => item.trim()))
      pdf.paragraph(line.replace(/^#+\s*/, "").replace(/\*\*/g, ""));
  }
  return pdf.bytes();
}
