import type { AiRequest } from "../ai/ask";

/** Who a job's AI call is for and what it spends: the façade request without its prompt. */
export type AiRun = Pick<AiRequest, "context" | "caller" | "quota" | "signal">;

/** Material for the model, fenced so that what it says is read as data, never as instructions. */
export function fenced(tag: string, text: string): string {
  const safe = text.replaceAll(`</${tag}>`, `< /${tag}>`);
  return `<${tag}>\n${safe}\n</${tag}>`;
}
