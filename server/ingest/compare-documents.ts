import { AppError } from "../core/errors";
import { runIngest } from "./pool";
import type { CompareLimits, TextDifference } from "./tasks";

export type { TextDifference } from "./tasks";

/**
 * Two versions are compared sentence by sentence; the model only comments on what differs. A
 * version of the longest document the model reads (60,000 characters) has some 600 sentences.
 */
export const COMPARE_LIMITS: CompareLimits = {
  sentencesMax: 5_000,
  editsMax: 1_000,
  differencesMax: 200,
  sideMax: 4_000,
};
const COMPARE_TIME_LIMIT_MS = 4_000;

/**
 * The differences between two versions of a document, computed in the ingest worker within a
 * bound set before it starts (./documents/compare-texts.ts). 422 `too_many_differences` when
 * the versions are too long or share too little to list.
 */
export async function compareDocuments(first: string, second: string, signal?: AbortSignal): Promise<TextDifference[]> {
  const compared = await runIngest(
    { kind: "compare", first, second, limits: COMPARE_LIMITS },
    { timeMs: COMPARE_TIME_LIMIT_MS, signal },
  );
  if ("refusal" in compared) {
    throw new AppError(422, "too_many_differences", "The two versions differ too much to compare");
  }
  return compared.value;
}
