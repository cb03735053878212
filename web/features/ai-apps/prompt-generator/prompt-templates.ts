import type { TPromptFields } from "../../../../contracts/prompt-generator";

/** The professions with a ready template, and each template's choices that do not depend on language. */
export const PROMPT_TEMPLATES = [
  { id: "lawyer", format: "bullets", tone: "professional", length: "medium" },
  { id: "accountant", format: "table", tone: "professional", length: "medium" },
  { id: "teacher", format: "steps", tone: "didactic", length: "medium" },
  { id: "doctor", format: "report", tone: "formal", length: "short" },
  { id: "marketer", format: "bullets", tone: "persuasive", length: "short" },
  { id: "hr", format: "email", tone: "friendly", length: "short" },
  { id: "consultant", format: "report", tone: "professional", length: "long" },
  { id: "architect", format: "table", tone: "professional", length: "medium" },
] as const satisfies readonly {
  id: string;
  format: TPromptFields["format"];
  tone: TPromptFields["tone"];
  length: TPromptFields["length"];
}[];

export type PromptTemplateId = (typeof PROMPT_TEMPLATES)[number]["id"];

type TemplateFields = Pick<TPromptFields, "role" | "task" | "context" | "audience">;

/** The prompt generator's texts in one language: the sections of the built prompt, the options and the templates. */
export interface PromptGeneratorContent {
  headings: Record<"role" | "task" | "context" | "audience" | "format" | "tone" | "examples" | "checks", string>;
  /** "Actúa como", before the role. */
  rolePrefix: string;
  /** The closing instructions every prompt gets. */
  checks: string[];
  formats: Record<TPromptFields["format"], { label: string; instruction: string }>;
  tones: Record<TPromptFields["tone"], { label: string; instruction: string }>;
  lengths: Record<TPromptFields["length"], { label: string; instruction: string }>;
  /** Examples are the user's own: a template leaves them empty. */
  templates: Record<PromptTemplateId, { name: string } & TemplateFields>;
}

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
