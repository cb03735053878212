import type { z } from "zod";
import type { AiPrompt } from "../ai/ask";

/**
 * Asks the model for an object validated against `schema`: the AI façade's `askForObject` for
 * one caller and quota rule (a service job's runner binds them; it spent the query when queued).
 */
export type AskForObject = <T>(request: { label: string; prompt: AiPrompt; schema: z.ZodType<T> }) => Promise<T>;

/** Material for the model, fenced so that what it says is read as data, never as instructions. */
export function fenced(tag: string, text: string): string {
  const safe = text.replaceAll(`</${tag}>`, `< /${tag}>`);
  return `<${tag}>\n${safe}\n</${tag}>`;
}
