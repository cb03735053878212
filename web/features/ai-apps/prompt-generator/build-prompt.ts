import type { TPromptFields } from "../../../../contracts/prompt-generator";
import type { PromptGeneratorContent } from "../../../../i18n/content/prompt-generator/templates";

function section(heading: string, body: string): string {
  return `## ${heading}\n${body}`;
}

/** Drops the final full stop so "Actúa como X." never ends in two. */
const withoutFinalStop = (value: string) => value.trim().replace(/[.。]+$/, "");

/**
 * The structured prompt: role, task, context, audience, output format and length, tone,
 * examples and the closing checks, each under its heading; empty fields leave no section.
 */
export function buildPrompt(fields: TPromptFields, content: PromptGeneratorContent): string {
  const sections: string[] = [];
  if (fields.role.trim())
    sections.push(section(content.headings.role, `${content.rolePrefix} ${withoutFinalStop(fields.role)}.`));
  sections.push(section(content.headings.task, fields.task.trim()));
  if (fields.context.trim()) sections.push(section(content.headings.context, fields.context.trim()));
  if (fields.audience.trim()) sections.push(section(content.headings.audience, fields.audience.trim()));
  sections.push(
    section(
      content.headings.format,
      `${content.formats[fields.format].instruction} ${content.lengths[fields.length].instruction}`,
    ),
  );
  sections.push(section(content.headings.tone, content.tones[fields.tone].instruction));
  if (fields.examples.trim()) sections.push(section(content.headings.examples, fields.examples.trim()));
  sections.push(section(content.headings.checks, content.checks.map((check) => `- ${check}`).join("\n")));
  return sections.join("\n\n");
}
