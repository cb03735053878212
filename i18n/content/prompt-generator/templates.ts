/**
 * The prompt generator's templates (language-independent choices) and the shape of its texts in
 * one language (served by GET /api/ai-apps/content/prompt-generator). The formats, tones and
 * lengths are contracts/prompt-generator.ts's, spelt out here because i18n/ imports nothing of
 * ours: the web builds a TPromptFields from these, so a value the contract lacks fails `tsc`.
 */
type Format = "free" | "bullets" | "table" | "steps" | "email" | "report";
type Tone = "professional" | "friendly" | "formal" | "persuasive" | "didactic";
type Length = "short" | "medium" | "long";

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
] as const satisfies readonly { id: string; format: Format; tone: Tone; length: Length }[];

export type PromptTemplateId = (typeof PROMPT_TEMPLATES)[number]["id"];

type TemplateFields = Record<"role" | "task" | "context" | "audience", string>;

/** The prompt generator's texts in one language: the sections of the built prompt, the options and the templates. */
export interface PromptGeneratorContent {
  headings: Record<"role" | "task" | "context" | "audience" | "format" | "tone" | "examples" | "checks", string>;
  /** "Actúa como", before the role. */
  rolePrefix: string;
  /** The closing instructions every prompt gets. */
  checks: string[];
  formats: Record<Format, { label: string; instruction: string }>;
  tones: Record<Tone, { label: string; instruction: string }>;
  lengths: Record<Length, { label: string; instruction: string }>;
  /** Examples are the user's own: a template leaves them empty. */
  templates: Record<PromptTemplateId, { name: string } & TemplateFields>;
}
