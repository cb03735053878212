import type { z } from "zod";
import {
  ZDocumentResult,
  type DocumentTask,
  type TDocumentResult,
  type TExtractedField,
} from "../../contracts/documents";
import { fenced, type AskForObject } from "../jobs/ai-run";
import { appearsIn } from "../jobs/grounding";
import {
  COMPARE_PROMPT,
  extractPrompt,
  RISKS_PROMPT,
  SUMMARY_PROMPT,
  ZCompareAnswer,
  ZExtractAnswer,
  ZRisksAnswer,
  ZSummaryAnswer,
} from "./document-prompts";
import { compareDocuments, type TextDifference } from "../ingest/compare-documents";

export interface DocumentTaskInput {
  task: DocumentTask;
  /** The document's text (readDocument). */
  text: string;
  /** The second version's text, for `compare`. */
  otherText?: string;
  /** Field names for `extract`; none lets the model choose the key ones. */
  fields?: string[];
}

/**
 * Runs one document task: one query through the AI façade, its answer checked against the
 * document where it can be, and the result validated against the contract before it is stored.
 * Two identical versions need no model: their comparison is empty.
 */
export async function runDocumentTask(askForObject: AskForObject, input: DocumentTaskInput): Promise<TDocumentResult> {
  const ask = <T>(system: string, content: string, schema: z.ZodType<T>) =>
    askForObject({
      label: `service:document:${input.task}`,
      schema,
      prompt: { system, messages: [{ role: "user", content }], temperature: 0.2 },
    });
  const document = fenced("documento", input.text);
  switch (input.task) {
    case "summary": {
      const answer = await ask(SUMMARY_PROMPT, document, ZSummaryAnswer);
      return ZDocumentResult.parse({ task: "summary", ...answer });
    }
    case "extract": {
      const fields = input.fields ?? [];
      const answer = await ask(extractPrompt(fields), document, ZExtractAnswer);
      return ZDocumentResult.parse({ task: "extract", fields: groundFields(answer.fields, fields, input.text) });
    }
    case "risks": {
      const answer = await ask(RISKS_PROMPT, document, ZRisksAnswer);
      return ZDocumentResult.parse({ task: "risks", ...answer });
    }
    case "compare": {
      const differences = await compareDocuments(input.text, input.otherText ?? "");
      if (differences.length === 0) return { task: "compare", differences: [] };
      const answer = await ask(COMPARE_PROMPT, fenced("diferencias", numbered(differences)), ZCompareAnswer);
      const comments = new Map(answer.comments.map(({ index, comment }) => [index, comment.trim()]));
      return ZDocumentResult.parse({
        task: "compare",
        differences: differences.map((difference, index) => ({
          ...difference,
          comment: comments.get(index + 1) ?? "",
        })),
      });
    }
  }
}

/** The differences as the model reads them, numbered from 1. */
function numbered(differences: TextDifference[]): string {
  return differences
    .map(({ before, after }, index) => `${index + 1}.\nANTES: ${before || "(nada)"}\nDESPUÉS: ${after || "(nada)"}`)
    .join("\n\n");
}

/**
 * A value stays only with a passage the document really has; a field asked for and not answered
 * is listed empty, so the table always has the rows the user asked for, in their order.
 */
export function groundFields(answered: TExtractedField[], asked: string[], text: string): TExtractedField[] {
  const grounded = answered.map(({ name, value, quote }) =>
    value.trim() && quote.trim() && appearsIn(quote, text)
      ? { name, value: value.trim(), quote: quote.trim() }
      : { name, value: "", quote: "" },
  );
  if (asked.length === 0) return grounded.filter((field) => field.value);
  const byName = new Map(grounded.map((field) => [field.name.toLowerCase(), field]));
  return asked.map((name) => ({ ...(byName.get(name.toLowerCase()) ?? { value: "", quote: "" }), name }));
}
