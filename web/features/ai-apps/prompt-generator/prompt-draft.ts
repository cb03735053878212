import {
  PROMPT_FORMATS,
  PROMPT_LENGTHS,
  PROMPT_TONES,
  type TPromptFields,
} from "../../../../contracts/prompt-generator";
import { EMPTY_PROMPT_FIELDS } from "./prompt-templates";

/** The form, the AI-improved version and the favourite's title, kept in local storage. */
export interface PromptDraft {
  fields: TPromptFields;
  improved: string | null;
  title: string;
}

export const EMPTY_PROMPT_DRAFT: PromptDraft = { fields: EMPTY_PROMPT_FIELDS, improved: null, title: "" };

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (options as readonly string[]).includes(value);

export function isPromptDraft(value: unknown): value is PromptDraft {
  if (!value || typeof value !== "object") return false;
  const { fields, improved, title } = value as Record<string, unknown>;
  if (typeof title !== "string" || (improved !== null && typeof improved !== "string")) return false;
  if (!fields || typeof fields !== "object") return false;
  const record = fields as Record<string, unknown>;
  return (
    ["role", "task", "context", "audience", "examples"].every((key) => typeof record[key] === "string") &&
    isOneOf(PROMPT_FORMATS, record.format) &&
    isOneOf(PROMPT_TONES, record.tone) &&
    isOneOf(PROMPT_LENGTHS, record.length)
  );
}
