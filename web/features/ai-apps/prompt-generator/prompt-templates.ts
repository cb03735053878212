import type { TPromptFields } from "../../../../contracts/prompt-generator";
import {
  PROMPT_TEMPLATES,
  type PromptGeneratorContent,
  type PromptTemplateId,
} from "../../../../i18n/content/prompt-generator/templates";

export const EMPTY_PROMPT_FIELDS: TPromptFields = {
  role: "",
  task: "",
  context: "",
  audience: "",
  format: "free",
  tone: "professional",
  length: "medium",
  examples: "",
};

export function fieldsFromTemplate(content: PromptGeneratorContent, id: PromptTemplateId): TPromptFields {
  const template = PROMPT_TEMPLATES.find((item) => item.id === id) ?? PROMPT_TEMPLATES[0];
  const { name: _name, ...text } = content.templates[template.id];
  return { ...text, examples: "", format: template.format, tone: template.tone, length: template.length };
}
